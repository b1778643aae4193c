/** Assistants a page can be handed to: each opens a new conversation with a prompt passed in its URL. */
const ASSISTANTS = [
  { id: 'chatgpt', label: 'page.openInChatGpt', base: 'https://chatgpt.com/' },
  { id: 'claude', label: 'page.openInClaude', base: 'https://claude.ai/new' },
] as const;

export type AssistantLink = {
  id: (typeof ASSISTANTS)[number]['id'];
  label: (typeof ASSISTANTS)[number]['label'];
  href: string;
};

/**
 * Links that open ChatGPT and Claude with a prompt, which names the page's Markdown twin (`https://mui.com/x/….md`)
 * so the assistant reads the page itself. Plain links: nothing of theirs loads on this site.
 */
export function buildAssistantLinks(prompt: string): AssistantLink[] {
  return ASSISTANTS.map(({ id, label, base }) => ({ id, label, href: `${base}?q=${encodeURIComponent(prompt)}` }));
}
