import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { classNames } from './class-names.ts';
import styles from './empty-state.module.css';

type Look = 'empty' | 'disconnected' | 'default';

// antd-mobile's ErrorBlock with its pictures fetched apart: they are 30 kB of drawings, and an empty or failed
// list is never what the first screen shows. The block keeps the picture's height meanwhile.
const Block = createErrorBlock({});
const picture = (load: () => Promise<ReactNode>): ComponentType =>
  lazy(async () => {
    const image = await load();
    return { default: () => image };
  });
const PICTURES: Record<Look, ComponentType> = {
  empty: picture(async () => (await import('antd-mobile/es/components/error-block/images/empty')).emptyImage),
  disconnected: picture(
    async () => (await import('antd-mobile/es/components/error-block/images/disconnected')).disconnectedImage,
  ),
  default: picture(
    async () => (await import('antd-mobile/es/components/error-block/images/default')).defaultImage,
  ),
};

// A page the server draws (an empty bag) goes out before any picture is fetched: drawn without one, as the app's
// first render draws it while the picture loads, and the picture comes once the app runs.
const NoPicture = () => null;

/**
 * antd-mobile's ErrorBlock whose picture (for `status`) is fetched apart; it keeps the picture's height meanwhile.
 * Only the app's words show: antd-mobile would fill a missing title or description with its own ("Please wait a
 * minute and try again"), which promise what the screen does not offer and mix registers in some locales.
 */
export function ErrorBlock({
  status,
  title = null,
  description = null,
  ...props
}: Omit<Parameters<typeof Block>[0], 'image'> & { status: Look }) {
  const Picture = import.meta.env.SSR ? NoPicture : PICTURES[status];
  return (
    <Block
      status={status}
      title={title}
      description={description}
      image={
        <Suspense fallback={null}>
          <Picture />
        </Suspense>
      }
      {...props}
    />
  );
}

type Props = {
  /** The illustration: an empty box, a broken connection, or the default sign. */
  look?: Look;
  title: string;
  description?: string;
  /** What the buyer can do about it: a button or a link. */
  children?: ReactNode;
  className?: string;
};

export function EmptyState({ look = 'empty', title, description, children, className }: Props) {
  return (
    <div className={classNames(styles.root, className)}>
      <ErrorBlock status={look} title={<h2 className={styles.title}>{title}</h2>} description={description}>
        {children}
      </ErrorBlock>
    </div>
  );
}
