import { computerLines } from './computer.ts';
import { electricalLines } from './electrical.ts';
import { familyLines } from './family.ts';
import { foodLines } from './food.ts';
import { healthLines } from './health.ts';
import { mensClothingLines } from './mens-clothing.ts';
import { mobilePhoneLines } from './mobile-phone.ts';
import { outdoorsLines } from './outdoors.ts';
import type { CategoryLines } from './product-line.ts';
import { toysLines } from './toys.ts';
import { womensClothingLines } from './womens-clothing.ts';

export const allCategoryLines: CategoryLines[] = [
  computerLines,
  electricalLines,
  outdoorsLines,
  familyLines,
  healthLines,
  mensClothingLines,
  womensClothingLines,
  foodLines,
  mobilePhoneLines,
  toysLines,
];
