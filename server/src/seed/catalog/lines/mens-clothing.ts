import type { CategoryLines } from './product-line.ts';

const sizes = ['Size S', 'Size M', 'Size L', 'Size XL'];

export const mensClothingLines: CategoryLines = {
  category: 'mens_clothing',
  brands: ['Harbourline', 'Greyfield', 'Cobbleton', 'Marlowe Row', 'Tarnby', 'Oxbrook'],
  lines: [
    {
      type: 'Crew Neck T-Shirt',
      before: ['Organic Cotton', 'Heavyweight', 'Slim Fit'],
      price: [12, 35],
      model: 'tshirt',
      options: [{ values: ['White', 'Black', 'Navy', 'Heather Grey'] }, { values: sizes }],
      features: [
        'Fabric: 180 gsm combed cotton jersey',
        'Fit: true to size, relaxed through the body',
        'Collar: ribbed neck keeps its shape',
        'Care: pre-shrunk, machine wash cold',
      ],
    },
    {
      type: 'Jeans',
      before: ['Slim', 'Straight', 'Tapered'],
      after: ['Stretch Denim', 'Raw Denim'],
      price: [39, 99],
      model: 'jeans',
      options: [{ values: ['Indigo', 'Washed Black'] }, { values: ['W30', 'W32', 'W34', 'W36'] }],
      features: [
        'Denim: 12 oz with 2% elastane for movement',
        'Rise: mid-rise, sits at the waist',
        'Details: five pockets and a button fly',
        'Inseam: 32 inches, easy to hem',
      ],
    },
    {
      type: 'Hoodie',
      before: ['Zip-Up', 'Fleece', 'Oversized'],
      price: [29, 79],
      model: 'hoodie',
      options: [{ values: ['Oatmeal', 'Black', 'Bottle Green'] }, { values: sizes }],
      features: [
        'Fabric: brushed-back fleece, 340 gsm',
        'Hood: lined, with flat drawcords',
        'Pockets: kangaroo pocket with hidden phone sleeve',
        'Cuffs: ribbed cuffs and hem',
      ],
    },
    {
      type: 'Jacket',
      before: ['Waterproof Shell', 'Quilted', 'Denim', 'Bomber'],
      price: [69, 249],
      model: 'jacket',
      options: [{ values: ['Navy', 'Khaki', 'Black'] }, { values: sizes }],
      features: [
        'Weather: wind-resistant with water-repellent finish',
        'Pockets: two zip hand pockets, one inner',
        'Fit: room for a jumper underneath',
        'Packable: stows into its own pocket',
      ],
    },
    {
      type: 'Chino Trousers',
      before: ['Stretch', 'Classic', 'Tailored'],
      price: [34, 79],
      model: 'chinos',
      options: [{ values: ['Stone', 'Navy', 'Olive'] }, { values: ['W30', 'W32', 'W34', 'W36'] }],
      features: [
        'Fabric: cotton twill with a touch of stretch',
        'Waist: hidden adjustable waistband',
        'Look: smart enough for the office',
        'Care: wrinkle-resistant finish',
      ],
    },
    {
      type: 'Polo Shirt',
      before: ['Piqué', 'Performance', 'Knitted'],
      price: [19, 55],
      model: 'polo',
      options: [{ values: ['White', 'Sky Blue', 'Burgundy'] }, { values: sizes }],
      features: [
        'Fabric: breathable cotton piqué',
        'Collar: ribbed, stays flat after washing',
        'Placket: three mother-of-pearl buttons',
        'Hem: split side vents',
      ],
    },
    {
      type: 'Sneakers',
      before: ['Leather', 'Knit Running', 'Canvas'],
      price: [49, 149],
      model: 'sneakers',
      options: [{ values: ['White', 'Black'] }, { values: ['EU 41', 'EU 42', 'EU 43', 'EU 44'] }],
      features: [
        'Sole: cushioned EVA midsole with rubber outsole',
        'Upper: breathable and easy to clean',
        'Insole: removable memory-foam footbed',
        'Fit: true to size',
      ],
    },
    {
      type: 'Crew Socks',
      before: ['Merino', 'Cotton-Rich', 'Athletic'],
      after: ['5-Pack', '3-Pack'],
      price: [9, 24],
      model: 'socks',
      options: [{ values: ['EU 39–42', 'EU 43–46'] }],
      features: [
        'Comfort: cushioned sole, seamless toe',
        'Fresh: odour-resistant yarn',
        'Fit: arch support that stays in place',
        'Durable: reinforced heel and toe',
      ],
    },
  ],
};
