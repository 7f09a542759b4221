/** The notices as one line for the scrolling bar: "1. first 2. second". */
export function joinNotices(notices: readonly { content: string }[]): string {
  return notices
    .map((notice) => notice.content.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '')
    .map((text, index) => `${index + 1}. ${text}`)
    .join('  ');
}
