import { classNames } from './class-names.ts';
import styles from './rich-text.module.css';

type Props = { html: string; className?: string };

/**
 * Text the platform or a shop formatted (paragraphs, lists, bold). The server sends it sanitised
 * (server/src/lib/rich-text.ts keeps text structure only: no script, event handler, style or link),
 * so it is set as HTML here.
 */
export function RichText({ html, className }: Props) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server, see above
  return <div className={classNames(styles.root, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
