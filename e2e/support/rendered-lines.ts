import type { Locator } from '@playwright/test';

/**
 * The text of each element as the browser drew it, one string per line: a line ends where the next
 * character is drawn lower down. Lets a test see where a label or a message was broken.
 */
export function renderedLines(elements: Locator): Promise<string[][]> {
  return elements.evaluateAll((found) =>
    found.map((element) => {
      const lines: string[] = [];
      const range = document.createRange();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let top: number | undefined;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (!box) continue;
          const char = node.data[i] ?? '';
          if (top === undefined || Math.abs(box.top - top) > 2) lines.push(char);
          else lines.push(`${lines.pop() ?? ''}${char}`);
          top = box.top;
        }
      }
      return lines;
    }),
  );
}
