import type ImageViewer from 'antd-mobile/es/components/image-viewer';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './close-button.tsx';
import { render, unmount } from './imperative-render.ts';
import styles from './picture-viewer.module.css';

/**
 * antd-mobile's full-screen picture viewer (pinch zoom, its gestures and animation code), fetched at the first tap
 * that opens it or when the browser is idle: never with the screen that shows the small pictures.
 */
export const loadPictureViewer = (): Promise<typeof ImageViewer> =>
  import('antd-mobile/es/components/image-viewer').then((module) => module.default);

type Multi = (typeof ImageViewer)['Multi'];
type Props = { Multi: Multi; images: string[]; index: number; visible: boolean; onClose: () => void };

/**
 * The viewer on black, so the page's title no longer shows through under its "1 / 5" (issue 34), with a ✕ and
 * Escape besides the tap on the picture. antd-mobile hides its whole mask from assistive technology, so the ✕
 * is drawn above it, where a screen reader and a keyboard reach it.
 */
export function PictureViewer({ Multi, images, index, visible, onClose }: Props) {
  useEffect(() => {
    if (!visible) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [visible, onClose]);
  return (
    <>
      <Multi
        images={images}
        defaultIndex={index}
        visible={visible}
        onClose={onClose}
        classNames={{ mask: styles.mask }}
      />
      {visible
        ? createPortal(<CloseButton className={styles.close} onClick={onClose} />, document.body)
        : null}
    </>
  );
}

// The viewer's closing animation before its root goes.
const CLOSING_MS = 400;

/** Opens `images` full screen at `index`. */
export function showPictures(images: string[], index: number): void {
  void loadPictureViewer().then(({ Multi }) => {
    const host = document.createElement('div');
    document.body.append(host);
    const draw = (visible: boolean) =>
      render(
        <PictureViewer Multi={Multi} images={images} index={index} visible={visible} onClose={close} />,
        host,
      );
    const close = () => {
      draw(false);
      setTimeout(() => void unmount(host).then(() => host.remove()), CLOSING_MS);
    };
    draw(true);
  });
}
