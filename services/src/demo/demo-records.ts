import type { Packing } from './demo-pictures';

/*
 * The records of the demo's working season, as a business would have typed them. Ids of dropdown
 * options are those of the seeded dropdowns (contracts/src/settings/dropdown-seeds.json): brands 1
 * Kirkland, 2 Nature Made, 3 Centrum, 4 Neutrogena, 5 Other; categories 1 Health, 2 Food, 3 Beauty,
 * 4 Baby, 5 Household; product types 1 Supplements, 2 Snacks, 3 Skin care, 4 Formula, 5 Coffee.
 */

/** Every demo product ships the same way: $2.75 by air, a 12-unit case, 40 cases a pallet. */
export const SHIPPED_BY_THE_CASE = {
  airCurrencyId: 'UsDollar',
  airPrice: 275,
  containerCurrencyId: 'UsDollar',
  containerPrice: 100000,
  unitPerCase: 12,
  casePerPallet: 40,
  casePerTier: 8,
  palletQuantity: 0,
  palletHeight: 0,
  size: 0,
} as const;

export const MORE_VENDORS = [
  { name: 'Walmart Supercenter', address1: '13331 Beach Blvd', address2: 'Westminster, CA', email: 'orders@walmart.example', phone: '7145550199' },
  { name: 'Target', address1: '2300 E Katella Ave', address2: 'Anaheim, CA', email: 'b2b@target.example', phone: '7145550123' },
  { name: 'Amazon Business', address1: '410 Terry Ave N', address2: 'Seattle, WA', email: 'business@amazon.example', phone: '2065550166' },
  { name: 'Uline Shipping Supplies', address1: '2200 S Lakeside Dr', address2: 'Waukegan, IL', email: 'sales@uline.example', phone: '8005550188' },
  { name: 'Pacific Air Cargo', address1: '6100 Avion Dr', address2: 'Los Angeles, CA', email: 'booking@pacificair.example', phone: '3105550155' },
  { name: 'Westminster Properties LLC', address1: '14200 Goldenwest St', address2: 'Westminster, CA', email: 'leasing@wprops.example', phone: '7145550111' },
];

/** [title, sku, retail cents, discount cents, brand, category, type, packing, label, colour] */
export type DemoProduct = [string, string, number, number, number, number, number, Packing, string, string];

export const MORE_PRODUCTS: DemoProduct[] = [
  ['Kirkland Signature Glucosamine 1500mg, 375 tablets', 'KS-GLU-375', 3199, 400, 1, 1, 1, 'bottle', 'Glucosamine', '#1565c0'],
  ['Nature Made Fish Oil 1200mg, 200 softgels', 'NM-FO-200', 2199, 0, 2, 1, 1, 'bottle', 'Fish Oil', '#ef6c00'],
  ['Centrum Women Multivitamin, 200 tablets', 'CEN-WMN-200', 2799, 300, 3, 1, 1, 'bottle', 'Centrum Women', '#ad1457'],
  ['Nature Made Vitamin C 1000mg, 300 tablets', 'NM-VC-300', 1899, 0, 2, 1, 1, 'bottle', 'Vitamin C', '#f9a825'],
  ['Kirkland Signature Collagen Peptides 1.36 kg', 'KS-COL-136', 3699, 500, 1, 1, 1, 'jar', 'Collagen', '#6d4c41'],
  ['Enfamil NeuroPro Infant Formula 850 g', 'ENF-NP-850', 4599, 0, 5, 4, 4, 'can', 'Enfamil', '#283593'],
  ['Kirkland Signature Baby Wipes, 900 count', 'KS-WIPE-900', 2799, 200, 1, 4, 4, 'box', 'Baby Wipes', '#00838f'],
  ['Pampers Swaddlers Size 1, 198 diapers', 'PMP-SW1-198', 5299, 600, 5, 4, 4, 'bag', 'Pampers', '#00695c'],
  ['Kirkland Signature Macadamia Nuts 680 g', 'KS-MAC-680', 2299, 0, 1, 2, 2, 'jar', 'Macadamia', '#8d6e63'],
  ['Kirkland Signature Dried Cranberries 1.8 kg', 'KS-CRAN-18', 1599, 0, 1, 2, 2, 'bag', 'Cranberries', '#c62828'],
  ['See’s Candies Assorted Chocolates 1 lb', 'SEE-AST-1', 2950, 0, 5, 2, 2, 'box', 'See’s Candies', '#4e342e'],
  ['Folgers Classic Roast Ground Coffee 1.36 kg', 'FOL-CR-136', 1899, 200, 5, 2, 5, 'can', 'Folgers', '#b71c1c'],
  ['Lipton Yellow Label Tea, 312 bags', 'LIP-YL-312', 1299, 0, 5, 2, 5, 'box', 'Lipton Tea', '#fbc02d'],
  ['Neutrogena Ultra Sheer Sunscreen SPF 70', 'NTG-US-70', 1799, 0, 4, 3, 3, 'tube', 'Sunscreen', '#ff8f00'],
  ['Neutrogena Makeup Remover Wipes, 4 x 25', 'NTG-MR-100', 1699, 150, 4, 3, 3, 'box', 'Remover Wipes', '#0277bd'],
  ['CeraVe Moisturizing Cream 539 g', 'CRV-MC-539', 1999, 0, 5, 3, 3, 'jar', 'CeraVe', '#1976d2'],
  ['Olay Regenerist Micro-Sculpting Cream 50 g', 'OLY-RG-50', 2899, 400, 5, 3, 3, 'jar', 'Olay', '#880e4f'],
  ['Tide Pods Laundry Detergent, 152 count', 'TID-PD-152', 3499, 0, 5, 5, 2, 'bag', 'Tide Pods', '#e65100'],
  ['Kirkland Signature Paper Towels, 12 rolls', 'KS-PT-12', 2499, 300, 1, 5, 2, 'box', 'Paper Towels', '#558b2f'],
  ['Ziploc Freezer Bags Gallon, 152 count', 'ZIP-FZ-152', 1599, 0, 5, 5, 2, 'box', 'Ziploc', '#303f9f'],
];

/** The first ten products' pictures (seed.ts lists them), by sku. */
export const FIRST_PICTURES: Record<string, [Packing, string, string]> = {
  'KS-FISH-400': ['bottle', 'Fish Oil', '#f57c00'],
  'CEN-SLV-275': ['bottle', 'Centrum Silver', '#546e7a'],
  'SIM-PRO-145': ['can', 'Similac', '#6a1b9a'],
  'KS-NUTS-113': ['jar', 'Mixed Nuts', '#a1887f'],
  'SBX-FR-113': ['bag', 'French Roast', '#3e2723'],
  'NTG-HB-48': ['jar', 'Hydro Boost', '#0288d1'],
  'CTP-GSC-591': ['bottle', 'Cetaphil', '#26a69a'],
  'NM-D3-220': ['bottle', 'Vitamin D3', '#fdd835'],
  'KS-ALM-765': ['jar', 'Almond Butter', '#bf8040'],
  'GHI-SQ-600': ['bag', 'Ghirardelli', '#5d4037'],
};

/** Senders in the US and receivers in Vietnam, named as they write their names (family name first). */
export const MORE_CUSTOMERS = [
  { name: 'Nguyễn Văn An', address1: '15472 Brookhurst St', address2: 'Westminster, CA', email: 'an.nguyen@example.com', phone: '7145550201' },
  { name: 'Trần Thị Mai', address1: '88 Nguyễn Huệ, Bến Nghé', address2: 'Quận 1, TP. Hồ Chí Minh', email: 'mai.tran@example.com', phone: '0903111222' },
  { name: 'Phạm Thị Lan', address1: '10911 Bellaire Blvd', address2: 'Houston, TX', email: 'lan.pham@example.com', phone: '7135550144' },
  { name: 'Lê Hoàng Nam', address1: '21 Lý Thường Kiệt', address2: 'Hoàn Kiếm, Hà Nội', email: 'nam.le@example.com', phone: '0912555666' },
  { name: 'Võ Minh Khoa', address1: '1830 Tully Rd', address2: 'San Jose, CA', email: 'khoa.vo@example.com', phone: '4085550133' },
  { name: 'Đặng Thu Hà', address1: '5 Trần Phú', address2: 'Hải Châu, Đà Nẵng', email: 'ha.dang@example.com', phone: '0935777888' },
  { name: 'Bùi Quốc Huy', address1: '6600 Harwin Dr', address2: 'Houston, TX', email: 'huy.bui@example.com', phone: '7135550177' },
  { name: 'Hoàng Thị Ngọc', address1: '142 Hai Bà Trưng', address2: 'Quận 3, TP. Hồ Chí Minh', email: 'ngoc.hoang@example.com', phone: '0908222333' },
  { name: 'Đỗ Văn Tuấn', address1: '12000 Aurora Ave N', address2: 'Seattle, WA', email: 'tuan.do@example.com', phone: '2065550188' },
  { name: 'Ngô Thị Hương', address1: '30 Lê Lợi', address2: 'TP. Huế, Thừa Thiên Huế', email: 'huong.ngo@example.com', phone: '0914333444' },
  { name: 'Dương Minh Trí', address1: '9550 Bolsa Ave', address2: 'Westminster, CA', email: '', phone: '7145550222' },
  { name: 'Lý Thanh Tâm', address1: '77 Trần Hưng Đạo', address2: 'Ninh Kiều, Cần Thơ', email: 'tam.ly@example.com', phone: '0939444555' },
  { name: 'Huỳnh Gia Bảo', address1: '4300 Beach Blvd', address2: 'Jacksonville, FL', email: 'bao.huynh@example.com', phone: '9045550111' },
  { name: 'Phan Thị Thảo', address1: '9 Điện Biên Phủ', address2: 'Bình Thạnh, TP. Hồ Chí Minh', email: 'thao.phan@example.com', phone: '0907555666' },
  { name: 'Cao Văn Lộc', address1: '2830 Aborn Rd', address2: 'San Jose, CA', email: 'loc.cao@example.com', phone: '4085550155' },
  { name: 'Mai Anh Thư', address1: '45 Nguyễn Văn Cừ', address2: 'Long Biên, Hà Nội', email: 'thu.mai@example.com', phone: '0916666777' },
  { name: 'Tạ Quang Vinh', address1: '11209 Bellaire Blvd', address2: 'Houston, TX', email: 'vinh.ta@example.com', phone: '7135550199' },
];

/** [expense type, vendor (index among all vendors; none of Sam's Club, whose page the browser tests read as stock alone), payment method, days ago, description, amount in cents] */
export const EXPENSES: [number, number, number, number, string, number][] = [
  [4, 8, 3, 88, 'Warehouse rent, Westminster', 320_000],
  [2, 6, 1, 84, 'Pallet wrap and boxes', 18_450],
  [2, 7, 3, 80, 'Air freight, LAX to SGN', 245_000],
  [3, 0, 1, 77, 'Restock vitamins', 96_300],
  [1, 2, 2, 73, 'Office supplies', 6_480],
  [2, 7, 3, 69, 'Customs broker fee', 45_000],
  [3, 3, 1, 64, 'Restock snacks', 58_720],
  [4, 8, 3, 58, 'Warehouse rent, Westminster', 320_000],
  [2, 6, 1, 55, 'Tape, labels and markers', 7_915],
  [2, 7, 3, 51, 'Sea freight deposit, container 40 ft', 410_000],
  [1, 2, 2, 47, 'Fuel for the van', 12_240],
  [3, 4, 1, 43, 'Restock baby formula', 132_600],
  [2, 7, 3, 39, 'Air freight, LAX to HAN', 198_000],
  [1, 2, 2, 34, 'Parking and tolls', 3_850],
  [4, 8, 3, 28, 'Warehouse rent, Westminster', 320_000],
  [3, 0, 1, 25, 'Restock skin care', 74_180],
  [2, 6, 1, 21, 'Shrink wrap', 9_930],
  [2, 7, 3, 17, 'Trucking to the port', 65_000],
  [1, 2, 2, 14, 'Phone and internet', 11_999],
  [3, 3, 1, 10, 'Restock coffee and tea', 41_270],
  [2, 7, 3, 7, 'Air freight, LAX to SGN', 231_500],
  [1, 2, 2, 5, 'Fuel for the van', 10_860],
  [3, 4, 1, 3, 'Restock household goods', 55_410],
  [2, 6, 1, 1, 'Boxes, 200 large', 21_600],
];

export const CONTACT_MESSAGES = [
  {
    name: 'Trương Thị Kim',
    email: 'kim.truong@example.com',
    phone: '0909888777',
    message: 'Gửi 2 thùng hàng từ Houston về Đà Nẵng mất bao lâu? Giá bao nhiêu một pound?',
  },
  { name: 'Michael Carter', email: 'mcarter@example.com', phone: '7145550301', message: 'Do you ship vitamins by sea? I have about 6 boxes for Saigon.' },
  { name: 'Lâm Văn Phúc', email: 'phuc.lam@example.com', phone: '0918111000', message: 'Tôi muốn đặt sỉ 10 thùng sữa Enfamil, có giá tốt không?' },
  { name: 'Jenny Tran', email: 'jenny.tran@example.com', phone: '4085550312', message: 'Can I pick up my package at your Westminster office on Saturday?' },
  { name: 'Nguyễn Hữu Đức', email: 'duc.nguyen@example.com', phone: '0913222111', message: 'Hàng của tôi mã MTL-3004 đã về Việt Nam chưa ạ?' },
];
