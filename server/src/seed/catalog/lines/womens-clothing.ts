import type { CategoryLines } from './product-line.ts';

const sizes = ['Size XS', 'Size S', 'Size M', 'Size L'];

export const womensClothingLines: CategoryLines = {
  category: 'womens_clothing',
  brands: ['Amalfi Rose', 'Celestine', 'Mirabel', 'Sorrelle', 'Linden Lace', 'Verity Moon'],
  lines: [
    {
      type: 'Midi Dress',
      before: ['Floral', 'Wrap', 'Satin', 'Linen'],
      price: [29, 129],
      model: 'dress',
      options: [{ values: ['Sage', 'Terracotta', 'Black', 'Cornflower'] }, { values: sizes }],
      features: [
        'Fabric: flowing, lightly lined bodice',
        'Fit: adjustable tie waist',
        'Length: falls below the knee',
        'Pockets: yes, two side-seam pockets',
      ],
    },
    {
      type: 'Blouse',
      before: ['Silk-Touch', 'Ruffle', 'Button-Down'],
      price: [19, 59],
      model: 'blouse',
      options: [{ values: ['Ivory', 'Blush', 'Navy'] }, { values: sizes }],
      features: [
        'Fabric: soft drape that does not cling',
        'Sleeves: roll-up tabs for warm days',
        'Versatile: tuck in or wear loose',
        'Care: cool machine wash, low iron',
      ],
    },
    {
      type: 'High-Waist Leggings',
      before: ['Seamless', 'Fleece-Lined', 'Sculpt'],
      price: [19, 49],
      model: 'leggings',
      options: [{ values: ['Black', 'Plum', 'Olive'] }, { values: sizes }],
      features: [
        'Squat-proof: opaque four-way stretch',
        'Waistband: high, wide and stays put',
        'Pocket: side pocket fits a phone',
        'Quick-dry: wicks sweat during workouts',
      ],
    },
    {
      type: 'Cardigan',
      before: ['Cable-Knit', 'Cropped', 'Cashmere-Blend'],
      price: [29, 99],
      model: 'cardigan',
      options: [{ values: ['Cream', 'Camel', 'Dusty Pink'] }, { values: sizes }],
      features: [
        'Knit: soft, non-itchy yarn',
        'Buttons: horn-effect buttons',
        'Layering: over dresses or tees',
        'Care: hand wash or wool cycle',
      ],
    },
    {
      type: 'Skirt',
      before: ['Pleated', 'A-Line', 'Denim'],
      price: [24, 69],
      model: 'skirt',
      options: [{ values: ['Black', 'Emerald', 'Champagne'] }, { values: sizes }],
      features: [
        'Waist: elasticated back for comfort',
        'Movement: swishes when you walk',
        'Lining: full, no see-through',
        'Length: midi, 75 cm',
      ],
    },
    {
      type: 'Coat',
      before: ['Wool-Blend', 'Belted Trench', 'Puffer'],
      price: [89, 299],
      model: 'coat',
      options: [{ values: ['Camel', 'Charcoal', 'Ecru'] }, { values: sizes }],
      features: [
        'Warmth: lined for cold mornings',
        'Shape: tailored with a removable belt',
        'Pockets: deep welt pockets',
        'Weather: water-repellent outer',
      ],
    },
    {
      type: 'Bag',
      before: ['Leather Tote', 'Crossbody', 'Mini Shoulder'],
      price: [39, 199],
      model: 'handbag',
      options: [{ values: ['Tan', 'Black', 'Burgundy', 'Cream'] }],
      features: [
        'Material: full-grain leather that ages well',
        'Inside: zip pocket and two slip pockets',
        'Strap: adjustable and detachable',
        'Fits: a 13" laptop, tote only',
      ],
    },
    {
      type: 'Sandals',
      before: ['Strappy', 'Platform', 'Slide'],
      price: [24, 79],
      model: 'sandals',
      options: [{ values: ['Nude', 'Black', 'Gold'] }, { values: ['EU 36', 'EU 37', 'EU 38', 'EU 39'] }],
      features: [
        'Footbed: cushioned and contoured',
        'Straps: soft, no breaking in',
        'Sole: non-slip rubber',
        'Height: 3 cm comfortable lift',
      ],
    },
  ],
};
