import type { DosageForm, PackUnit } from '../../domain/pharmacy/model';

/**
 * The fake catalogue's source material: real salts and combinations sold in India, at the
 * strengths and in the forms pharmacies stock them, with brands as Indian patients know
 * them. Everything else (thousands of generic brands, prices, stock) is generated from
 * this table and the fixed seed (fakes/pharmacy/catalogue.ts).
 *
 * Prices are typical MRPs per unit in paise, for generated brands to scatter around.
 * Prescription flags follow what an Indian online pharmacy asks a prescription for, kept
 * to about a quarter of the salts so a demo meets both kinds often.
 */

export type Category =
  | 'fever-pain'
  | 'pain-gel'
  | 'antibiotic'
  | 'allergy'
  | 'cold'
  | 'acidity'
  | 'nausea'
  | 'diabetes'
  | 'cholesterol'
  | 'blood-pressure'
  | 'heart'
  | 'thyroid'
  | 'vitamin'
  | 'iron'
  | 'skin-fungal'
  | 'skin-infection'
  | 'antiseptic'
  | 'cough'
  | 'hydration'
  | 'gut'
  | 'constipation'
  | 'breathing'
  | 'nasal'
  | 'eye'
  | 'dry-eye'
  | 'fungal'
  | 'worms'
  | 'mind'
  | 'insulin';

export interface SaltSpec {
  /** Salts and strengths as printed on the pack. */
  parts: readonly (readonly [salt: string, strength: string])[];
  form: DosageForm;
  unit: PackUnit;
  /** Pack sizes stocked, in units; the first is the usual one. */
  packs: readonly number[];
  /** What generated brand names carry after the stem: '650' in 'Paxomol 650 Tablet'. */
  tag: string;
  /** Typical MRP of one unit, in paise. */
  unitMrpPaise: number;
  rx: boolean;
  category: Category;
  /** How many generated brands this salt gets relative to others (popular salts have more). */
  weight: number;
  /** Real brands: display name, manufacturer, and the MRP of the usual pack when known. */
  brands: readonly (readonly [name: string, manufacturer: string, mrpPaise?: number])[];
  /** Stems generated brand names start with, in the way Indian brands echo their salt. */
  stems: readonly string[];
}

const MANUFACTURER = {
  microLabs: 'Micro Labs Ltd',
  cipla: 'Cipla Ltd',
  sun: 'Sun Pharmaceutical Industries Ltd',
  drReddys: "Dr. Reddy's Laboratories Ltd",
  lupin: 'Lupin Ltd',
  mankind: 'Mankind Pharma Ltd',
  alkem: 'Alkem Laboratories Ltd',
  zydus: 'Zydus Lifesciences Ltd',
  torrent: 'Torrent Pharmaceuticals Ltd',
  glenmark: 'Glenmark Pharmaceuticals Ltd',
  abbott: 'Abbott India Ltd',
  gsk: 'GlaxoSmithKline Pharmaceuticals Ltd',
  ipca: 'Ipca Laboratories Ltd',
  alembic: 'Alembic Pharmaceuticals Ltd',
  fdc: 'FDC Ltd',
  usv: 'USV Pvt Ltd',
  aristo: 'Aristo Pharmaceuticals Pvt Ltd',
  emcure: 'Emcure Pharmaceuticals Ltd',
  unichem: 'Unichem Laboratories Ltd',
  hetero: 'Hetero Healthcare Ltd',
  medley: 'Medley Pharmaceuticals Ltd',
  sanofi: 'Sanofi India Ltd',
  pfizer: 'Pfizer Ltd',
  ajanta: 'Ajanta Pharma Ltd',
  franco: 'Franco-Indian Pharmaceuticals Pvt Ltd',
  novartis: 'Novartis India Ltd',
  novo: 'Novo Nordisk India Pvt Ltd',
  jb: 'J B Chemicals & Pharmaceuticals Ltd',
  intas: 'Intas Pharmaceuticals Ltd',
  centaur: 'Centaur Pharmaceuticals Pvt Ltd',
  pg: 'Procter & Gamble Health Ltd',
  winMedicare: 'Win-Medicare Pvt Ltd',
  jnj: 'Johnson & Johnson Pvt Ltd',
  allergan: 'Allergan India Pvt Ltd',
  sanzyme: 'Sanzyme Pvt Ltd',
  merck: 'Merck Ltd',
  eris: 'Eris Lifesciences Ltd',
  macleods: 'Macleods Pharmaceuticals Ltd',
  leeford: 'Leeford Healthcare Ltd',
  indoco: 'Indoco Remedies Ltd',
} as const;

/** Makers of the generated brands: the large Indian firms, in no particular order. */
export const GENERIC_MANUFACTURERS: readonly string[] = [
  MANUFACTURER.microLabs,
  MANUFACTURER.cipla,
  MANUFACTURER.sun,
  MANUFACTURER.drReddys,
  MANUFACTURER.lupin,
  MANUFACTURER.mankind,
  MANUFACTURER.alkem,
  MANUFACTURER.zydus,
  MANUFACTURER.torrent,
  MANUFACTURER.glenmark,
  MANUFACTURER.abbott,
  MANUFACTURER.gsk,
  MANUFACTURER.ipca,
  MANUFACTURER.intas,
  MANUFACTURER.macleods,
  MANUFACTURER.aristo,
  MANUFACTURER.emcure,
  MANUFACTURER.eris,
  MANUFACTURER.leeford,
  MANUFACTURER.indoco,
  MANUFACTURER.unichem,
  MANUFACTURER.alembic,
];

/** Endings of generated brand names. */
export const STEM_ENDINGS: readonly string[] = [
  'mol', 'cip', 'kind', 'zen', 'dac', 'nova', 'tas', 'rex', 'lin', 'gard', 'max', 'vin', 'cor', 'ril',
  'fast', 'sure', 'tol', 'zo', 'na', 'ra', 'del', 'pro', 'lex', 'dex', 'cure', 'lab', 'pan', 'ta',
];

/** Sometimes added after the ending, so a large catalogue repeats names less: 'Paramolin'. */
export const STEM_TAILS: readonly string[] = ['a', 'e', 'o', 'in', 'ex', 'on', 'al', 'il'];

const M = MANUFACTURER;

export const SALTS: readonly SaltSpec[] = [
  // Fever and pain
  {
    parts: [['Paracetamol', '650 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: '650', unitMrpPaise: 220, rx: false, category: 'fever-pain', weight: 5,
    brands: [['Dolo 650 Tablet', M.microLabs, 3300], ['Calpol 650 Tablet', M.gsk, 3350], ['Crocin 650 Advance Tablet', M.gsk, 3400], ['Pacimol 650 Tablet', M.ipca, 3150]],
    stems: ['Para', 'Pyre', 'Febri', 'Temp', 'Cetam'],
  },
  {
    parts: [['Paracetamol', '500 mg']], form: 'TABLET', unit: 'tablet', packs: [10, 15], tag: '500', unitMrpPaise: 160, rx: false, category: 'fever-pain', weight: 4,
    brands: [['Calpol 500 Tablet', M.gsk, 1600], ['Crocin Advance 500 Tablet', M.gsk, 2050], ['Paracip 500 Tablet', M.cipla, 1150], ['Pacimol 500 Tablet', M.ipca, 1500]],
    stems: ['Para', 'Pyre', 'Febri', 'Cetam'],
  },
  {
    parts: [['Paracetamol', '125 mg/5 ml']], form: 'SYRUP', unit: 'ml', packs: [60], tag: '125', unitMrpPaise: 65, rx: false, category: 'fever-pain', weight: 2,
    brands: [['Calpol 125 Syrup', M.gsk, 3900], ['P-125 Syrup', M.medley, 3100]],
    stems: ['Para', 'Febri', 'Pedia'],
  },
  {
    parts: [['Paracetamol', '250 mg/5 ml']], form: 'SUSPENSION', unit: 'ml', packs: [60], tag: '250', unitMrpPaise: 80, rx: false, category: 'fever-pain', weight: 2,
    brands: [['Dolo 250 Suspension', M.microLabs, 4950], ['Calpol 250 Suspension', M.gsk, 5200]],
    stems: ['Para', 'Febri', 'Pedia'],
  },
  {
    parts: [['Ibuprofen', '400 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: '400', unitMrpPaise: 110, rx: false, category: 'fever-pain', weight: 2,
    brands: [['Brufen 400 Tablet', M.abbott, 1650]],
    stems: ['Ibu', 'Profen', 'Ibugesic'],
  },
  {
    parts: [['Ibuprofen', '400 mg'], ['Paracetamol', '325 mg']], form: 'TABLET', unit: 'tablet', packs: [20], tag: 'Plus', unitMrpPaise: 220, rx: false, category: 'fever-pain', weight: 2,
    brands: [['Combiflam Tablet', M.sanofi, 4450]],
    stems: ['Ibupar', 'Flexi', 'Duopain'],
  },
  {
    parts: [['Aceclofenac', '100 mg'], ['Paracetamol', '325 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: 'P', unitMrpPaise: 600, rx: false, category: 'fever-pain', weight: 3,
    brands: [['Zerodol-P Tablet', M.ipca, 6600], ['Hifenac-P Tablet', M.intas, 6100]],
    stems: ['Aceclo', 'Acenac', 'Clofen'],
  },
  {
    parts: [['Mefenamic acid', '250 mg'], ['Dicyclomine', '10 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: 'Spas', unitMrpPaise: 450, rx: false, category: 'fever-pain', weight: 1,
    brands: [['Meftal-Spas Tablet', 'Blue Cross Laboratories Pvt Ltd', 4600]],
    stems: ['Mefa', 'Spasmo', 'Cyclo'],
  },
  {
    parts: [['Diclofenac diethylamine', '1.16% w/w']], form: 'GEL', unit: 'g', packs: [30, 15], tag: '', unitMrpPaise: 500, rx: false, category: 'pain-gel', weight: 2,
    brands: [['Voveran Emulgel', M.drReddys, 15800]],
    stems: ['Diclo', 'Relaxo', 'Painex'],
  },
  {
    parts: [['Diclofenac diethylamine', '1.16% w/w'], ['Methyl salicylate', '10% w/w'], ['Menthol', '5% w/w']], form: 'GEL', unit: 'g', packs: [30, 75], tag: '', unitMrpPaise: 450, rx: false, category: 'pain-gel', weight: 1,
    brands: [['Volini Gel', M.sun, 13500]],
    stems: ['Relispray', 'Ortho', 'Movex'],
  },
  // Antibiotics and anti-infectives
  {
    parts: [['Azithromycin', '500 mg']], form: 'TABLET', unit: 'tablet', packs: [3, 5], tag: '500', unitMrpPaise: 2400, rx: true, category: 'antibiotic', weight: 3,
    brands: [['Azithral 500 Tablet', M.alembic, 11950], ['Azee 500 Tablet', M.cipla, 11900], ['Zathrin 500 Tablet', M.fdc, 11500], ['Azicip 500 Tablet', M.cipla, 7100]],
    stems: ['Azi', 'Azith', 'Zithro'],
  },
  {
    parts: [['Azithromycin', '250 mg']], form: 'TABLET', unit: 'tablet', packs: [6], tag: '250', unitMrpPaise: 1200, rx: true, category: 'antibiotic', weight: 2,
    brands: [['Azithral 250 Tablet', M.alembic, 7350], ['Azee 250 Tablet', M.cipla, 7250]],
    stems: ['Azi', 'Azith', 'Zithro'],
  },
  {
    parts: [['Amoxycillin', '500 mg'], ['Clavulanic acid', '125 mg']], form: 'TABLET', unit: 'tablet', packs: [10, 6], tag: '625', unitMrpPaise: 2000, rx: true, category: 'antibiotic', weight: 3,
    brands: [['Augmentin 625 Duo Tablet', M.gsk, 20190], ['Moxikind-CV 625 Tablet', M.mankind, 16950], ['Clavam 625 Tablet', M.alkem, 19750], ['Amoxyclav 625 Tablet', M.abbott, 18450]],
    stems: ['Moxi', 'Clavo', 'Amox'],
  },
  {
    parts: [['Amoxycillin', '500 mg']], form: 'CAPSULE', unit: 'capsule', packs: [10, 15], tag: '500', unitMrpPaise: 800, rx: true, category: 'antibiotic', weight: 2,
    brands: [['Novamox 500 Capsule', M.cipla, 8150], ['Mox 500 Capsule', M.sun, 8800]],
    stems: ['Moxi', 'Amox', 'Novo'],
  },
  {
    parts: [['Cefixime', '200 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: '200', unitMrpPaise: 1100, rx: true, category: 'antibiotic', weight: 2,
    brands: [['Taxim-O 200 Tablet', M.alkem, 10950], ['Zifi 200 Tablet', M.fdc, 10250]],
    stems: ['Cefi', 'Fixi', 'Cefix'],
  },
  {
    parts: [['Ciprofloxacin', '500 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: '500', unitMrpPaise: 700, rx: true, category: 'antibiotic', weight: 1,
    brands: [['Ciplox 500 Tablet', M.cipla, 6850]],
    stems: ['Cipro', 'Ciflo', 'Quino'],
  },
  {
    parts: [['Ofloxacin', '200 mg'], ['Ornidazole', '500 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: 'OZ', unitMrpPaise: 1100, rx: true, category: 'antibiotic', weight: 2,
    brands: [['O2 Tablet', M.medley, 11200]],
    stems: ['Oflo', 'Orni', 'Zolo'],
  },
  {
    parts: [['Metronidazole', '400 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: '400', unitMrpPaise: 150, rx: false, category: 'antibiotic', weight: 1,
    brands: [['Flagyl 400 Tablet', M.abbott, 2300], ['Metrogyl 400 Tablet', M.jb, 2150]],
    stems: ['Metro', 'Nida', 'Gyl'],
  },
  {
    parts: [['Fluconazole', '150 mg']], form: 'TABLET', unit: 'tablet', packs: [1], tag: '150', unitMrpPaise: 2000, rx: false, category: 'fungal', weight: 1,
    brands: [['Forcan 150 Tablet', M.cipla, 1950], ['Zocon 150 Tablet', M.fdc, 2050]],
    stems: ['Fluco', 'Zole', 'Cana'],
  },
  {
    parts: [['Albendazole', '400 mg']], form: 'TABLET', unit: 'tablet', packs: [1], tag: '400', unitMrpPaise: 1100, rx: false, category: 'worms', weight: 1,
    brands: [['Zentel Tablet', M.gsk, 1100]],
    stems: ['Alben', 'Benda', 'Wormi'],
  },
  // Allergy, cold and cough
  {
    parts: [['Cetirizine', '10 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: '10', unitMrpPaise: 190, rx: false, category: 'allergy', weight: 3,
    brands: [['Okacet Tablet', M.cipla, 1900], ['Alerid Tablet', M.cipla, 2100], ['Cetzine Tablet', M.drReddys, 2500]],
    stems: ['Ceti', 'Zyr', 'Aller'],
  },
  {
    parts: [['Cetirizine', '5 mg/5 ml']], form: 'SYRUP', unit: 'ml', packs: [30, 60], tag: '', unitMrpPaise: 110, rx: false, category: 'allergy', weight: 1,
    brands: [['Okacet Syrup', M.cipla, 4200]],
    stems: ['Ceti', 'Aller', 'Pedia'],
  },
  {
    parts: [['Levocetirizine', '5 mg']], form: 'TABLET', unit: 'tablet', packs: [10, 15], tag: '5', unitMrpPaise: 250, rx: false, category: 'allergy', weight: 2,
    brands: [['Levocet 5 Tablet', M.hetero, 2550], ['Xyzal 5 Tablet', M.drReddys, 6400]],
    stems: ['Levo', 'Lecet', 'Vocet'],
  },
  {
    parts: [['Montelukast', '10 mg'], ['Levocetirizine', '5 mg']], form: 'TABLET', unit: 'tablet', packs: [10, 15], tag: 'LC', unitMrpPaise: 1600, rx: false, category: 'allergy', weight: 3,
    brands: [['Montair LC Tablet', M.cipla, 24250], ['Montek LC Tablet', M.sun, 21900], ['Telekast-L Tablet', M.lupin, 19800]],
    stems: ['Monte', 'Luka', 'Mont'],
  },
  {
    parts: [['Fexofenadine', '120 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: '120', unitMrpPaise: 1900, rx: false, category: 'allergy', weight: 1,
    brands: [['Allegra 120 Tablet', M.sanofi, 21900]],
    stems: ['Fexo', 'Fena', 'Allerfex'],
  },
  {
    parts: [['Paracetamol', '500 mg'], ['Phenylephrine', '10 mg'], ['Chlorpheniramine maleate', '2 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: 'Cold', unitMrpPaise: 450, rx: false, category: 'cold', weight: 2,
    brands: [['Sinarest Tablet', M.centaur, 5100]],
    stems: ['Coldi', 'Sinu', 'Nasi'],
  },
  {
    parts: [['Cetirizine', '5 mg'], ['Paracetamol', '325 mg'], ['Phenylephrine', '10 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: 'Cold', unitMrpPaise: 450, rx: false, category: 'cold', weight: 1,
    brands: [['Cheston Cold Tablet', M.cipla, 4700]],
    stems: ['Coldi', 'Flu', 'Rhino'],
  },
  {
    parts: [['Ambroxol', '30 mg/5 ml'], ['Levosalbutamol', '1 mg/5 ml'], ['Guaifenesin', '50 mg/5 ml']], form: 'SYRUP', unit: 'ml', packs: [100], tag: 'LS', unitMrpPaise: 120, rx: false, category: 'cough', weight: 2,
    brands: [['Ascoril LS Syrup', M.glenmark, 11800]],
    stems: ['Ambro', 'Kofex', 'Mucol'],
  },
  {
    parts: [['Diphenhydramine', '14.08 mg/5 ml'], ['Ammonium chloride', '138 mg/5 ml'], ['Sodium citrate', '57.03 mg/5 ml']], form: 'SYRUP', unit: 'ml', packs: [100, 150], tag: '', unitMrpPaise: 120, rx: false, category: 'cough', weight: 1,
    brands: [['Benadryl Cough Formula Syrup', M.jnj, 12400]],
    stems: ['Kofi', 'Tussi', 'Koff'],
  },
  {
    parts: [['Xylometazoline', '0.1% w/v']], form: 'SPRAY', unit: 'ml', packs: [10], tag: '', unitMrpPaise: 1000, rx: false, category: 'nasal', weight: 1,
    brands: [['Otrivin Adult Nasal Spray', M.gsk, 10500]],
    stems: ['Xylo', 'Nasi', 'Breeze'],
  },
  {
    parts: [['Oxymetazoline', '0.05% w/v']], form: 'DROPS', unit: 'ml', packs: [10], tag: '', unitMrpPaise: 900, rx: false, category: 'nasal', weight: 1,
    brands: [['Nasivion Adult Nasal Drops', M.merck, 9500]],
    stems: ['Oxy', 'Nasi', 'Clearo'],
  },
  {
    parts: [['Fluticasone propionate', '50 mcg']], form: 'SPRAY', unit: 'dose', packs: [120], tag: '', unitMrpPaise: 350, rx: false, category: 'nasal', weight: 1,
    brands: [['Flomist Nasal Spray', M.cipla, 43600]],
    stems: ['Fluti', 'Nasocort', 'Casone'],
  },
  {
    parts: [['Salbutamol', '100 mcg']], form: 'INHALER', unit: 'dose', packs: [200], tag: '', unitMrpPaise: 80, rx: true, category: 'breathing', weight: 1,
    brands: [['Asthalin Inhaler', M.cipla, 15800]],
    stems: ['Salbu', 'Breathe', 'Asmo'],
  },
  {
    parts: [['Budesonide', '200 mcg'], ['Formoterol', '6 mcg']], form: 'INHALER', unit: 'dose', packs: [120], tag: '200', unitMrpPaise: 550, rx: true, category: 'breathing', weight: 1,
    brands: [['Foracort 200 Inhaler', M.cipla, 66500]],
    stems: ['Budez', 'Formo', 'Airo'],
  },
  // Stomach and gut
  {
    parts: [['Pantoprazole', '40 mg']], form: 'TABLET', unit: 'tablet', packs: [15, 10], tag: '40', unitMrpPaise: 1050, rx: true, category: 'acidity', weight: 4,
    brands: [['Pan 40 Tablet', M.alkem, 15500], ['Pantocid 40 Tablet', M.sun, 16350], ['Pantop 40 Tablet', M.aristo, 14200], ['Pantodac 40 Tablet', M.zydus, 14900]],
    stems: ['Panto', 'Pan', 'Prazo'],
  },
  {
    parts: [['Pantoprazole', '40 mg'], ['Domperidone', '30 mg']], form: 'CAPSULE', unit: 'capsule', packs: [15, 10], tag: 'DSR', unitMrpPaise: 1500, rx: true, category: 'acidity', weight: 3,
    brands: [['Pan-D Capsule', M.alkem, 22900], ['Pantocid-DSR Capsule', M.sun, 24400]],
    stems: ['Panto', 'Pan', 'Domi'],
  },
  {
    parts: [['Rabeprazole', '20 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: '20', unitMrpPaise: 1000, rx: false, category: 'acidity', weight: 2,
    brands: [['Razo 20 Tablet', M.drReddys, 15900], ['Rablet 20 Tablet', M.lupin, 14950]],
    stems: ['Rabe', 'Rabi', 'Razi'],
  },
  {
    parts: [['Omeprazole', '20 mg']], form: 'CAPSULE', unit: 'capsule', packs: [20, 15], tag: '20', unitMrpPaise: 320, rx: false, category: 'acidity', weight: 2,
    brands: [['Omez 20 Capsule', M.drReddys, 6400]],
    stems: ['Ome', 'Omi', 'Prazo'],
  },
  {
    parts: [['Famotidine', '20 mg']], form: 'TABLET', unit: 'tablet', packs: [14], tag: '20', unitMrpPaise: 180, rx: false, category: 'acidity', weight: 1,
    brands: [['Famocid 20 Tablet', M.sun, 2500]],
    stems: ['Famo', 'Famti', 'Acido'],
  },
  {
    parts: [['Aluminium hydroxide', '250 mg/5 ml'], ['Magnesium hydroxide', '250 mg/5 ml'], ['Simethicone', '50 mg/5 ml']], form: 'SUSPENSION', unit: 'ml', packs: [200, 170], tag: 'MPS', unitMrpPaise: 70, rx: false, category: 'acidity', weight: 2,
    brands: [['Gelusil MPS Suspension', M.pfizer, 14000]],
    stems: ['Gelo', 'Acidi', 'Antaci'],
  },
  {
    parts: [['Sodium bicarbonate', '2.32 g'], ['Citric acid', '2.18 g']], form: 'SACHET', unit: 'sachet', packs: [1], tag: '', unitMrpPaise: 1000, rx: false, category: 'acidity', weight: 1,
    brands: [['Eno Fruit Salt Lemon Sachet', M.gsk, 1000]],
    stems: ['Fizzo', 'Acidi', 'Eeze'],
  },
  {
    parts: [['Ondansetron', '4 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: '4', unitMrpPaise: 600, rx: false, category: 'nausea', weight: 2,
    brands: [['Emeset 4 Tablet', M.cipla, 5950], ['Vomikind 4 Tablet', M.mankind, 5000]],
    stems: ['Onda', 'Emi', 'Nause'],
  },
  {
    parts: [['Oral rehydration salts (WHO formula)', '21.8 g']], form: 'SACHET', unit: 'sachet', packs: [1], tag: '', unitMrpPaise: 2200, rx: false, category: 'hydration', weight: 2,
    brands: [['Electral Powder Sachet', M.fdc, 2200]],
    stems: ['Rehydra', 'Hydro', 'Salto'],
  },
  {
    parts: [['Lactic acid bacillus', '60 million spores']], form: 'TABLET', unit: 'tablet', packs: [10], tag: '', unitMrpPaise: 500, rx: false, category: 'gut', weight: 1,
    brands: [['Sporlac Tablet', M.sanzyme, 5000]],
    stems: ['Lacto', 'Probi', 'Bacil'],
  },
  {
    parts: [['Racecadotril', '100 mg']], form: 'CAPSULE', unit: 'capsule', packs: [10], tag: '100', unitMrpPaise: 1400, rx: false, category: 'gut', weight: 1,
    brands: [['Redotil 100 Capsule', M.drReddys, 14500]],
    stems: ['Race', 'Dotri', 'Stopo'],
  },
  {
    parts: [['Lactulose', '10 g/15 ml']], form: 'SYRUP', unit: 'ml', packs: [200, 100], tag: '', unitMrpPaise: 170, rx: false, category: 'constipation', weight: 1,
    brands: [['Duphalac Syrup', M.abbott, 35800]],
    stems: ['Lactu', 'Laxo', 'Softo'],
  },
  // Diabetes, heart and blood pressure
  {
    parts: [['Metformin', '500 mg']], form: 'TABLET', unit: 'tablet', packs: [20, 10], tag: '500', unitMrpPaise: 110, rx: true, category: 'diabetes', weight: 4,
    brands: [['Glycomet 500 Tablet', M.usv, 2150], ['Glyciphage 500 Tablet', M.franco, 1950], ['Gluformin 500 Tablet', M.abbott, 1800]],
    stems: ['Glyco', 'Metfo', 'Gluco'],
  },
  {
    parts: [['Glimepiride', '1 mg'], ['Metformin', '500 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: 'M1', unitMrpPaise: 650, rx: true, category: 'diabetes', weight: 3,
    brands: [['Glycomet GP 1 Tablet', M.usv, 10300], ['Gemer 1 Tablet', M.sun, 9800]],
    stems: ['Glimi', 'Glyco', 'Diamet'],
  },
  {
    parts: [['Glimepiride', '1 mg']], form: 'TABLET', unit: 'tablet', packs: [30, 10], tag: '1', unitMrpPaise: 250, rx: false, category: 'diabetes', weight: 1,
    brands: [['Amaryl 1 Tablet', M.sanofi, 13300]],
    stems: ['Glimi', 'Mepi', 'Diari'],
  },
  {
    parts: [['Vildagliptin', '50 mg'], ['Metformin', '500 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: 'M', unitMrpPaise: 1400, rx: false, category: 'diabetes', weight: 1,
    brands: [['Galvus Met 50/500 Tablet', M.novartis, 29900]],
    stems: ['Vilda', 'Glipto', 'Gliptin'],
  },
  {
    parts: [['Dapagliflozin', '10 mg']], form: 'TABLET', unit: 'tablet', packs: [14, 10], tag: '10', unitMrpPaise: 1800, rx: false, category: 'diabetes', weight: 1,
    brands: [['Oxra 10 Tablet', M.sun, 26000]],
    stems: ['Dapa', 'Glifo', 'Flozin'],
  },
  {
    parts: [['Human insulin (30% soluble, 70% isophane)', '40 IU/ml']], form: 'INJECTION', unit: 'ml', packs: [10], tag: '30/70', unitMrpPaise: 1700, rx: true, category: 'insulin', weight: 1,
    brands: [['Human Mixtard 30/70 Injection', M.novo, 17000]],
    stems: ['Insu', 'Mixo', 'Gluin'],
  },
  {
    parts: [['Atorvastatin', '10 mg']], form: 'TABLET', unit: 'tablet', packs: [15, 10], tag: '10', unitMrpPaise: 700, rx: true, category: 'cholesterol', weight: 3,
    brands: [['Atorva 10 Tablet', M.zydus, 10550], ['Storvas 10 Tablet', M.sun, 9850], ['Tonact 10 Tablet', M.lupin, 9400], ['Atocor 10 Tablet', M.drReddys, 10100]],
    stems: ['Atorv', 'Lipi', 'Stato'],
  },
  {
    parts: [['Rosuvastatin', '10 mg']], form: 'TABLET', unit: 'tablet', packs: [15, 10], tag: '10', unitMrpPaise: 1600, rx: false, category: 'cholesterol', weight: 2,
    brands: [['Rosuvas 10 Tablet', M.sun, 26500], ['Rozat 10 Tablet', M.lupin, 23850]],
    stems: ['Rosu', 'Rozo', 'Lipo'],
  },
  {
    parts: [['Amlodipine', '5 mg']], form: 'TABLET', unit: 'tablet', packs: [15, 30], tag: '5', unitMrpPaise: 330, rx: true, category: 'blood-pressure', weight: 3,
    brands: [['Amlong 5 Tablet', M.microLabs, 5050], ['Amlokind 5 Tablet', M.mankind, 3950], ['Stamlo 5 Tablet', M.drReddys, 6100], ['Amlopres 5 Tablet', M.cipla, 5400]],
    stems: ['Amlo', 'Dipin', 'Calvas'],
  },
  {
    parts: [['Telmisartan', '40 mg']], form: 'TABLET', unit: 'tablet', packs: [15, 30], tag: '40', unitMrpPaise: 700, rx: false, category: 'blood-pressure', weight: 3,
    brands: [['Telma 40 Tablet', M.glenmark, 22500], ['Telmikind 40 Tablet', M.mankind, 8900]],
    stems: ['Telmi', 'Sartel', 'Tely'],
  },
  {
    parts: [['Telmisartan', '40 mg'], ['Hydrochlorothiazide', '12.5 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: 'H', unitMrpPaise: 1000, rx: false, category: 'blood-pressure', weight: 1,
    brands: [['Telma-H Tablet', M.glenmark, 27400]],
    stems: ['Telmi', 'Sartel', 'Tely'],
  },
  {
    parts: [['Losartan', '50 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: '50', unitMrpPaise: 500, rx: false, category: 'blood-pressure', weight: 1,
    brands: [['Losar 50 Tablet', M.unichem, 8300], ['Repace 50 Tablet', M.sun, 9000]],
    stems: ['Losa', 'Sartan', 'Lozi'],
  },
  {
    parts: [['Metoprolol succinate', '50 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: '50', unitMrpPaise: 700, rx: false, category: 'blood-pressure', weight: 1,
    brands: [['Met XL 50 Tablet', M.ajanta, 10900], ['Metolar XR 50 Tablet', M.cipla, 9950]],
    stems: ['Meto', 'Prolo', 'Beta'],
  },
  {
    parts: [['Clopidogrel', '75 mg']], form: 'TABLET', unit: 'tablet', packs: [15, 10], tag: '75', unitMrpPaise: 700, rx: true, category: 'heart', weight: 1,
    brands: [['Clopilet 75 Tablet', M.sun, 10400], ['Deplatt 75 Tablet', M.torrent, 11900]],
    stems: ['Clopi', 'Plato', 'Dogrel'],
  },
  {
    parts: [['Aspirin', '75 mg']], form: 'TABLET', unit: 'tablet', packs: [14], tag: '75', unitMrpPaise: 40, rx: false, category: 'heart', weight: 1,
    brands: [['Ecosprin 75 Tablet', M.usv, 560]],
    stems: ['Aspi', 'Cardi', 'Ecosa'],
  },
  {
    parts: [['Levothyroxine', '50 mcg']], form: 'TABLET', unit: 'tablet', packs: [100, 120], tag: '50', unitMrpPaise: 160, rx: true, category: 'thyroid', weight: 2,
    brands: [['Thyronorm 50mcg Tablet', M.abbott, 17900], ['Eltroxin 50mcg Tablet', M.gsk, 15500]],
    stems: ['Thyro', 'Levo', 'Thyrox'],
  },
  // Vitamins and minerals
  {
    parts: [['Cholecalciferol (vitamin D3)', '60000 IU']], form: 'CAPSULE', unit: 'capsule', packs: [4], tag: '60K', unitMrpPaise: 3000, rx: false, category: 'vitamin', weight: 3,
    brands: [['Uprise-D3 60K Capsule', M.alkem, 12950], ['D-Rise 60K Capsule', M.usv, 11200], ['Tayo 60K Capsule', M.eris, 13000]],
    stems: ['Dee', 'Calci', 'Sunvit'],
  },
  {
    parts: [['Cholecalciferol (vitamin D3)', '60000 IU/g']], form: 'SACHET', unit: 'sachet', packs: [1], tag: '60K', unitMrpPaise: 5500, rx: false, category: 'vitamin', weight: 1,
    brands: [['Calcirol Sachet', M.zydus, 5500]],
    stems: ['Dee', 'Sunvit', 'Rol'],
  },
  {
    parts: [['Calcium carbonate', '1250 mg'], ['Cholecalciferol (vitamin D3)', '250 IU']], form: 'TABLET', unit: 'tablet', packs: [15], tag: '500', unitMrpPaise: 800, rx: false, category: 'vitamin', weight: 3,
    brands: [['Shelcal 500 Tablet', M.torrent, 12850], ['Calcimax 500 Tablet', M.mankind, 9800]],
    stems: ['Calci', 'Osteo', 'Bonz'],
  },
  {
    parts: [['Ferrous ascorbate', '100 mg'], ['Folic acid', '1.5 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: 'XT', unitMrpPaise: 1600, rx: false, category: 'iron', weight: 2,
    brands: [['Orofer XT Tablet', M.emcure, 16900]],
    stems: ['Feri', 'Haemo', 'Ironi'],
  },
  {
    parts: [['Folic acid', '5 mg']], form: 'TABLET', unit: 'tablet', packs: [30], tag: '5', unitMrpPaise: 70, rx: false, category: 'iron', weight: 1,
    brands: [['Folvite 5 Tablet', M.pfizer, 2050]],
    stems: ['Foli', 'Folo', 'Fola'],
  },
  {
    parts: [['Ascorbic acid (vitamin C)', '500 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: '500', unitMrpPaise: 170, rx: false, category: 'vitamin', weight: 2,
    brands: [['Limcee 500 Chewable Tablet', M.abbott, 2500]],
    stems: ['Vitac', 'Citri', 'Ceevit'],
  },
  {
    parts: [['Thiamine', '10 mg'], ['Pyridoxine', '3 mg'], ['Cyanocobalamin', '15 mcg']], form: 'TABLET', unit: 'tablet', packs: [30], tag: 'Forte', unitMrpPaise: 120, rx: false, category: 'vitamin', weight: 2,
    brands: [['Neurobion Forte Tablet', M.pg, 3900]],
    stems: ['Neuro', 'Bevit', 'Becom'],
  },
  {
    parts: [['Methylcobalamin', '1500 mcg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: 'OD', unitMrpPaise: 1000, rx: false, category: 'vitamin', weight: 2,
    brands: [['Nurokind-OD Tablet', M.mankind, 9800]],
    stems: ['Methyco', 'Neuro', 'Cobal'],
  },
  {
    parts: [['Vitamin E (tocopheryl acetate)', '400 mg']], form: 'CAPSULE', unit: 'capsule', packs: [10], tag: '400', unitMrpPaise: 360, rx: false, category: 'vitamin', weight: 1,
    brands: [['Evion 400 Capsule', M.pg, 3600]],
    stems: ['Evi', 'Tocoe', 'Vitae'],
  },
  {
    parts: [['Zinc sulphate', '20 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: '20', unitMrpPaise: 200, rx: false, category: 'vitamin', weight: 1,
    brands: [],
    stems: ['Zinco', 'Zinki', 'Zeta'],
  },
  // Skin
  {
    parts: [['Clotrimazole', '1% w/w']], form: 'CREAM', unit: 'g', packs: [15, 30], tag: '', unitMrpPaise: 600, rx: false, category: 'skin-fungal', weight: 3,
    brands: [['Candid Cream', M.glenmark, 9500], ['Clocip Cream', M.cipla, 7200]],
    stems: ['Clotri', 'Canes', 'Fungi'],
  },
  {
    parts: [['Clotrimazole', '1% w/w'], ['Beclomethasone', '0.025% w/w']], form: 'CREAM', unit: 'g', packs: [15], tag: 'B', unitMrpPaise: 800, rx: true, category: 'skin-fungal', weight: 1,
    brands: [['Candid-B Cream', M.glenmark, 11800]],
    stems: ['Clotri', 'Fungi', 'Dermo'],
  },
  {
    parts: [['Mupirocin', '2% w/w']], form: 'OINTMENT', unit: 'g', packs: [5, 15], tag: '', unitMrpPaise: 3000, rx: false, category: 'skin-infection', weight: 1,
    brands: [['T-Bact Ointment', M.gsk, 16400]],
    stems: ['Mupi', 'Bacti', 'Derma'],
  },
  {
    parts: [['Framycetin sulphate', '1% w/w']], form: 'CREAM', unit: 'g', packs: [30], tag: '', unitMrpPaise: 200, rx: false, category: 'skin-infection', weight: 1,
    brands: [['Soframycin Skin Cream', M.sanofi, 6200]],
    stems: ['Frami', 'Sofra', 'Cyto'],
  },
  {
    parts: [['Povidone-iodine', '5% w/w']], form: 'OINTMENT', unit: 'g', packs: [15, 25], tag: '', unitMrpPaise: 700, rx: false, category: 'antiseptic', weight: 1,
    brands: [['Betadine 5% Ointment', M.winMedicare, 11800]],
    stems: ['Povi', 'Iodo', 'Septi'],
  },
  {
    parts: [['Silver sulfadiazine', '1% w/w']], form: 'CREAM', unit: 'g', packs: [20, 50], tag: '', unitMrpPaise: 300, rx: false, category: 'skin-infection', weight: 1,
    brands: [['Silverex Cream', M.sun, 6500]],
    stems: ['Silva', 'Burno', 'Sulfa'],
  },
  {
    parts: [['Permethrin', '5% w/w']], form: 'CREAM', unit: 'g', packs: [30], tag: '', unitMrpPaise: 500, rx: false, category: 'skin-infection', weight: 1,
    brands: [['Permite Cream', M.glenmark, 15100]],
    stems: ['Perme', 'Scabi', 'Lico'],
  },
  // Eyes
  {
    parts: [['Moxifloxacin', '0.5% w/v']], form: 'DROPS', unit: 'ml', packs: [5], tag: '', unitMrpPaise: 2400, rx: true, category: 'eye', weight: 1,
    brands: [['Moxicip Eye Drops', M.cipla, 12100], ['Vigamox Eye Drops', M.novartis, 22000]],
    stems: ['Moxi', 'Opti', 'Ocu'],
  },
  {
    parts: [['Ciprofloxacin', '0.3% w/v']], form: 'DROPS', unit: 'ml', packs: [10], tag: '', unitMrpPaise: 2000, rx: false, category: 'eye', weight: 1,
    brands: [['Ciplox Eye/Ear Drops', M.cipla, 2050]],
    stems: ['Cipro', 'Ocu', 'Opti'],
  },
  {
    parts: [['Carboxymethylcellulose', '0.5% w/v']], form: 'DROPS', unit: 'ml', packs: [10], tag: '', unitMrpPaise: 1500, rx: false, category: 'dry-eye', weight: 1,
    brands: [['Refresh Tears Eye Drops', M.allergan, 16000]],
    stems: ['Lubri', 'Tears', 'Ocu'],
  },
  // Mind and nerves
  {
    parts: [['Escitalopram', '10 mg']], form: 'TABLET', unit: 'tablet', packs: [15, 10], tag: '10', unitMrpPaise: 1000, rx: true, category: 'mind', weight: 1,
    brands: [['Nexito 10 Tablet', M.sun, 16000]],
    stems: ['Esci', 'Talo', 'Serene'],
  },
  {
    parts: [['Sertraline', '50 mg']], form: 'TABLET', unit: 'tablet', packs: [10], tag: '50', unitMrpPaise: 900, rx: true, category: 'mind', weight: 1,
    brands: [['Serta 50 Tablet', M.unichem, 9450], ['Daxid 50 Tablet', M.pfizer, 16500]],
    stems: ['Serta', 'Trali', 'Calmo'],
  },
  {
    parts: [['Betahistine', '16 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: '16', unitMrpPaise: 1100, rx: false, category: 'nausea', weight: 1,
    brands: [['Vertin 16 Tablet', M.abbott, 20000]],
    stems: ['Beta', 'Verti', 'Histo'],
  },
  {
    parts: [['Hydroxychloroquine', '200 mg']], form: 'TABLET', unit: 'tablet', packs: [15], tag: '200', unitMrpPaise: 1000, rx: true, category: 'antibiotic', weight: 1,
    brands: [['HCQS 200 Tablet', M.ipca, 13600]],
    stems: ['Hydro', 'Quino', 'Chloro'],
  },
];

/** What each kind of medicine is for and what it may cause: shown on the medicine page. */
export const CATEGORY_TEXT: Record<Category, { uses: readonly string[]; sideEffects: readonly string[] }> = {
  'fever-pain': { uses: ['Fever', 'Headache', 'Body ache', 'Toothache', 'Period pain'], sideEffects: ['Nausea', 'Stomach upset', 'Allergic skin rash (rare)'] },
  'pain-gel': { uses: ['Sprains and strains', 'Back and neck pain', 'Joint pain'], sideEffects: ['Redness or itching where applied'] },
  antibiotic: { uses: ['Bacterial infections of the throat, ears, chest and skin', 'Urinary tract infections'], sideEffects: ['Diarrhoea', 'Nausea', 'Stomach pain', 'Allergic reactions'] },
  allergy: { uses: ['Sneezing and runny nose', 'Itchy, watery eyes', 'Hives and skin allergy'], sideEffects: ['Drowsiness', 'Dry mouth', 'Headache'] },
  cold: { uses: ['Common cold', 'Blocked or runny nose', 'Fever and body ache with a cold'], sideEffects: ['Drowsiness', 'Dry mouth', 'Restlessness'] },
  acidity: { uses: ['Acidity and heartburn', 'Stomach ulcers', 'Gastro-oesophageal reflux disease'], sideEffects: ['Headache', 'Diarrhoea', 'Flatulence'] },
  nausea: { uses: ['Nausea and vomiting', 'Vertigo'], sideEffects: ['Headache', 'Constipation', 'Tiredness'] },
  diabetes: { uses: ['Type 2 diabetes'], sideEffects: ['Nausea', 'Diarrhoea', 'Low blood sugar with other diabetes medicines'] },
  cholesterol: { uses: ['High cholesterol', 'Prevention of heart attack and stroke'], sideEffects: ['Muscle pain', 'Headache', 'Constipation'] },
  'blood-pressure': { uses: ['High blood pressure', 'Protection of the heart and kidneys'], sideEffects: ['Dizziness', 'Swollen ankles', 'Headache', 'Tiredness'] },
  heart: { uses: ['Prevention of heart attack and stroke'], sideEffects: ['Bleeding more easily', 'Indigestion'] },
  thyroid: { uses: ['Hypothyroidism (an underactive thyroid)'], sideEffects: ['Palpitations when the dose is too high', 'Weight loss', 'Sweating'] },
  vitamin: { uses: ['Vitamin and mineral deficiency', 'Bone and nerve health'], sideEffects: ['Constipation', 'Nausea (rare)'] },
  iron: { uses: ['Iron-deficiency anaemia', 'Pregnancy supplementation'], sideEffects: ['Dark stools', 'Constipation', 'Stomach upset'] },
  'skin-fungal': { uses: ['Fungal skin infections', 'Ringworm', "Athlete's foot", 'Jock itch'], sideEffects: ['Burning or itching where applied'] },
  'skin-infection': { uses: ['Bacterial skin infections', 'Infected cuts, burns and wounds'], sideEffects: ['Burning or itching where applied'] },
  antiseptic: { uses: ['Cuts, scrapes and minor burns', 'Preventing wound infection'], sideEffects: ['Skin irritation (rare)'] },
  cough: { uses: ['Cough with mucus', 'Chest congestion'], sideEffects: ['Drowsiness', 'Nausea', 'Tremor'] },
  hydration: { uses: ['Dehydration from diarrhoea or vomiting', 'Heat exhaustion'], sideEffects: ['Vomiting if taken too fast'] },
  gut: { uses: ['Acute diarrhoea', 'Restoring gut bacteria after antibiotics'], sideEffects: ['Bloating', 'Constipation (rare)'] },
  constipation: { uses: ['Constipation', 'Hepatic encephalopathy'], sideEffects: ['Bloating', 'Stomach cramps', 'Diarrhoea'] },
  breathing: { uses: ['Asthma', 'Chronic obstructive pulmonary disease (COPD)'], sideEffects: ['Tremor', 'Fast heartbeat', 'Throat irritation'] },
  nasal: { uses: ['Blocked nose from a cold or allergy', 'Sinusitis'], sideEffects: ['Nasal dryness or stinging', 'Rebound congestion after long use'] },
  eye: { uses: ['Bacterial eye infections (conjunctivitis)'], sideEffects: ['Brief stinging in the eye', 'Blurred vision for a few minutes'] },
  'dry-eye': { uses: ['Dry eyes', 'Eye strain from screens'], sideEffects: ['Brief blurred vision'] },
  fungal: { uses: ['Vaginal yeast infections', 'Oral thrush'], sideEffects: ['Headache', 'Nausea', 'Stomach pain'] },
  worms: { uses: ['Intestinal worm infections'], sideEffects: ['Stomach pain', 'Nausea', 'Headache'] },
  mind: { uses: ['Depression', 'Anxiety disorders', 'Panic disorder'], sideEffects: ['Nausea', 'Sleep problems', 'Drowsiness'] },
  insulin: { uses: ['Type 1 and type 2 diabetes'], sideEffects: ['Low blood sugar', 'Redness where injected', 'Weight gain'] },
};
