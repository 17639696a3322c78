// antd-mobile's hooks import resize-observer-polyfill (7.5 kB); every browser the shop supports has the
// real ResizeObserver, which the polyfill would hand out anyway.
export default globalThis.ResizeObserver;
