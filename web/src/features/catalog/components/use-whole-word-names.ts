import { type RefObject, useLayoutEffect } from 'react';
import styles from './category-grid.module.css';

const SMALLEST_PX = 10;
const STEP_PX = 0.5;
// A name written without spaces (Japanese, Chinese, Thai) may break inside a phrase; it is set smaller until it
// takes two lines, so "レディースファッション" reads "レディース / ファッション", not with one kana left over.
const UNSPACED_LINES = 2;

/**
 * Keeps every category name on whole words (never "Компьюте|ры", "Elektrogerä|te"). Hyphenation
 * needs the browser's dictionaries, which many lack, so a name whose longest word is wider than its
 * column is set smaller, down to 10 px; if one still does not fit, the grid takes four columns
 * instead of five. A word too wide even then spills into the gutter: a word cut in two reads worse.
 */
export function useWholeWordNames(grid: RefObject<HTMLElement | null>, names: readonly string[]) {
  useLayoutEffect(() => {
    const element = grid.current;
    if (!element || names.length === 0) return;
    let width = -1;
    const fitNames = () => {
      // A hidden grid (a kept screen the buyer left) has no columns to fit: its names stay as they were set.
      if (element.clientWidth === width || element.clientWidth === 0) return;
      width = element.clientWidth;
      element.classList.remove(styles.roomy ?? '');
      if (!fitAll(element)) {
        element.classList.add(styles.roomy ?? '');
        fitAll(element);
      }
    };
    fitNames();
    const observer = new ResizeObserver(fitNames);
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid, names]);
}

function fitAll(grid: HTMLElement): boolean {
  let all = true;
  for (const item of grid.children) {
    const name = item.querySelector<HTMLElement>(`.${styles.name}`);
    if (!name) continue;
    name.style.fontSize = '';
    const style = getComputedStyle(item);
    const column =
      item.clientWidth -
      Number.parseFloat(style.paddingInlineStart) -
      Number.parseFloat(style.paddingInlineEnd);
    let size = Number.parseFloat(getComputedStyle(name).fontSize);
    const unspaced = !/\s/.test(name.textContent ?? '');
    const lines = () => Math.round(name.scrollHeight / Number.parseFloat(getComputedStyle(name).lineHeight));
    const tooLong = () => name.scrollWidth > column + 0.5 || (unspaced && lines() > UNSPACED_LINES);
    while (tooLong() && size > SMALLEST_PX) {
      size -= STEP_PX;
      name.style.fontSize = `${size}px`;
    }
    if (name.scrollWidth > column + 0.5) all = false;
  }
  return all;
}
