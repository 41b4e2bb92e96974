/**
 * True only while the build renders the /patients shell (prerender.tsx, decision 113): parts that depend on who is
 * signed in (the account menu) are left out of it, and the app renders them once it runs.
 */
let renderingShell = false;

export const isRenderingShell = () => renderingShell;

export function setRenderingShell(value: boolean) {
  renderingShell = value;
}
