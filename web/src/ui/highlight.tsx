import { Fragment } from 'react';
import { textDirection } from '#web/i18n/direction.ts';
import styles from './highlight.module.css';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text with every word of the query marked, case-insensitively, in any script. Isolated (<bdi>):
 * an English name inside Arabic text keeps its punctuation at its own end ("Supply Co.", not ".Supply Co").
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const words = query.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  const dir = textDirection(text);
  if (words.length === 0) return <bdi dir={dir}>{text}</bdi>;
  const pattern = new RegExp(`(${words.join('|')})`, 'giu');
  const parts = text.split(pattern);
  return (
    <bdi dir={dir}>
      {parts.map((part, index) =>
        // split with one capture group puts the matches at the odd positions.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move.
          <mark key={index} className={styles.root}>
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move.
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </bdi>
  );
}
