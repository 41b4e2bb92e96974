export * from './types.js';
export { labelRoles, type LabelOptions } from './label-roles.js';
export { splitForRoles, sentencesOfLine } from './split-transcript.js';
export { labelTranscript, hasSpeakerLabels, looksLikeConversation, ROLE_LINE_LABELS, type LabelledTranscript } from './label-transcript.js';
export { voiceFeatures } from './voice-features.js';
export { shippedRoleModel } from './model.js';
export { VisitRoles, type RoleChange } from './visit-roles.js';
