import { unstableSetRender } from 'antd-mobile';
import { render, unmount } from './imperative-render.ts';

// antd-mobile's imperative Toast and Dialog render through ReactDOM.render, which React 19 removed.
unstableSetRender((node, container) => {
  render(node, container);
  return () => unmount(container);
});
