import { applianceModels } from './appliances.ts';
import { audioModels } from './audio.ts';
import { careModels } from './care.ts';
import { computerModels } from './computers.ts';
import { footwearModels } from './footwear.ts';
import { homeModels } from './home.ts';
import type { Model } from './model.ts';
import { outdoorModels } from './outdoors.ts';
import { packagingModels } from './packaging.ts';
import { phoneModels } from './phones.ts';
import { topModels } from './tops.ts';
import { toyModels } from './toys.ts';
import { wearModels } from './wear.ts';

// Every kind of object the demo catalog sells, by the name the catalog lines use.
export const models = {
  ...phoneModels,
  ...computerModels,
  ...audioModels,
  ...applianceModels,
  ...topModels,
  ...wearModels,
  ...footwearModels,
  ...packagingModels,
  ...homeModels,
  ...outdoorModels,
  ...careModels,
  ...toyModels,
} satisfies Record<string, Model>;

export type ProductModel = keyof typeof models;
