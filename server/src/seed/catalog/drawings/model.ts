import type { Paint } from './paint.ts';

/** Draws the object in one colour inside a 100 × 100 box, standing on the floor at y = 86. */
export type Draw = (p: Paint, colour: string) => string;

export type Model = {
  front: Draw;
  // a second real view (back, open, in use); without it the picture turns the front a little
  side?: Draw;
  // half the width of the shadow on the floor
  base: number;
  // the close-up: which view, and the point it zooms in on
  detail: { of: 'front' | 'side'; at: [number, number] };
  // the colours it comes in when the listing names none
  colours: string[];
};
