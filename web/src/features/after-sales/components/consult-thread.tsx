import type { ConsultDetail } from '@crossbay/contract/after-sales';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateText } from '#web/i18n/use-date-text.ts';
import styles from './consult-thread.module.css';

/**
 * The conversation as chat bubbles: the buyer's on the end side, the shop's on the start side (so Arabic
 * mirrors them). A message that arrives while the thread is open is scrolled into view.
 */
export function ConsultThread({ thread }: { thread: ConsultDetail }) {
  const { t } = useTranslation();
  const date = useDateText();
  const last = useRef<HTMLLIElement>(null);
  const shown = useRef(thread.messages.length);

  useEffect(() => {
    if (thread.messages.length > shown.current)
      last.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
    shown.current = thread.messages.length;
  }, [thread.messages.length]);

  return (
    <ol className={styles.root} aria-label={t('afterSales.consult.messages')}>
      {thread.messages.map((message, index) => {
        const mine = message.author === 'buyer';
        return (
          <li
            key={message.id}
            ref={index === thread.messages.length - 1 ? last : undefined}
            className={`${styles.bubble} ${mine ? styles.bubbleMine : styles.bubbleShop}`}
          >
            <span className={styles.bubbleAuthor}>
              {mine ? t('afterSales.consult.you') : <bdi>{thread.merchant.name}</bdi>}
            </span>
            <p className={styles.bubbleText} dir="auto">
              {message.content}
            </p>
            <time className={styles.bubbleTime} dateTime={message.created_at}>
              {date(message.created_at)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
