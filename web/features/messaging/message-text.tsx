import { Anchor } from '@mantine/core';
import { linkParts } from './link-parts';

/**
 * A message's text: plain text (React escapes it; no markup is ever interpreted) with http(s)
 * links made clickable, opened in a new tab without access to this one.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-text">
      {linkParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
            {part.text}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
