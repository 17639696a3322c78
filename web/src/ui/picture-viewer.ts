import type ImageViewer from 'antd-mobile/es/components/image-viewer';

/**
 * antd-mobile's full-screen picture viewer (pinch zoom, its gestures and animation code), fetched at the first tap
 * that opens it or when the browser is idle: never with the screen that shows the small pictures.
 */
export const loadPictureViewer = (): Promise<typeof ImageViewer> =>
  import('antd-mobile/es/components/image-viewer').then((module) => module.default);

/** Opens `images` full screen at `index`. */
export function showPictures(images: string[], index: number): void {
  void loadPictureViewer().then((viewer) => viewer.Multi.show({ images, defaultIndex: index }));
}
