import type { MailBlock, MailContent } from "./mail-content";

function blockText(block: MailBlock): string {
  switch (block.type) {
    case "lines":
      return block.lines.join("\n");
    case "link":
      return block.href;
    case "facts":
      return [
        ...(block.heading ? [block.heading] : []),
        ...block.facts.map(([label, value]) => `${label}: ${value}`),
      ].join("\n");
    case "quote":
      return `${block.heading}:\n${block.text}`;
  }
}

/** The plain-text part: the greeting, the blocks a blank line apart, and the signature (after "-- ", as mail programs expect). */
export function renderMailText(content: MailContent, signature: string[]): string {
  return [
    ...(content.greeting ? [content.greeting] : []),
    ...content.blocks.map(blockText),
    ["-- ", ...signature].join("\n"),
  ].join("\n\n");
}
