import type { Reply } from './chat-transport.js';

/**
 * Reads a streamed Chat Completions reply (server-sent events): `data: {chunk}` lines until `data: [DONE]` or
 * the end of the body; each chunk's delta adds to the content or the refusal.
 */
export async function readEventStream(body: AsyncIterable<Uint8Array> | null): Promise<Reply> {
  const reply: Reply = { content: '', refusal: null, finishReason: null };
  const decoder = new TextDecoder();
  let buffer = '';
  const handleLine = (line: string) => {
    if (!line.startsWith('data:')) return;
    const data = line.slice(5).trim();
    if (!data || data === '[DONE]') return;
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null; refusal?: string | null }; finish_reason?: string | null }[] };
    const choice = chunk.choices?.[0];
    if (!choice) return;
    if (choice.delta?.content) reply.content += choice.delta.content;
    if (choice.delta?.refusal) reply.refusal = (reply.refusal ?? '') + choice.delta.refusal;
    if (choice.finish_reason) reply.finishReason = choice.finish_reason;
  };
  if (!body) return reply;
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      handleLine(buffer.slice(0, newline).trim());
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
    }
  }
  handleLine(buffer.trim());
  return reply;
}
