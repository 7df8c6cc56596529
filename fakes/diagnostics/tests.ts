import type { Lab, SampleType } from '../../domain/diagnostics/model';
import { CITIES } from '../seed';

/** The partner labs of the demo: real Indian chains, with the accreditations they advertise. */
export interface FakeLab extends Lab {
  /** Price level against the reference MRP: Thyrocare is the cheapest chain, Metropolis the dearest. */
  priceFactor: number;
  /** City ids the lab collects from. */
  cities: readonly string[];
  /** Takes bookings in its own system, so its orders are cancelled through its own call. */
  ownBookingSystem?: boolean;
}

export const cityIdOf = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

export const DEMO_CITIES = CITIES.map((city) => ({ id: cityIdOf(city.city), name: city.city, state: city.state, pincodes: city.pincodes }));

const ALL = DEMO_CITIES.map((city) => city.id);
const except = (...names: string[]) => ALL.filter((id) => !names.map(cityIdOf).includes(id));
const only = (...names: string[]) => names.map(cityIdOf);

export const LABS: readonly FakeLab[] = [
  { id: 'lalpath', name: 'Dr Lal PathLabs', accreditations: ['NABL', 'CAP'], priceFactor: 1, cities: ALL },
  { id: 'thyrocare', name: 'Thyrocare', accreditations: ['NABL', 'CAP'], priceFactor: 0.72, cities: ALL, ownBookingSystem: true },
  { id: 'agilus', name: 'Agilus Diagnostics (SRL)', accreditations: ['NABL', 'CAP'], priceFactor: 0.98, cities: except('Guwahati', 'Bhubaneswar') },
  {
    id: 'metropolis',
    name: 'Metropolis Healthcare',
    accreditations: ['NABL', 'CAP'],
    priceFactor: 1.06,
    cities: only('Mumbai', 'Pune', 'Bengaluru', 'Chennai', 'Hyderabad', 'New Delhi', 'Gurugram', 'Kolkata', 'Ahmedabad', 'Kochi'),
  },
  { id: 'redcliffe', name: 'Redcliffe Labs', accreditations: ['NABL'], priceFactor: 0.78, cities: except('Kochi'), ownBookingSystem: true },
  {
    id: 'healthians',
    name: 'Healthians',
    accreditations: ['NABL'],
    priceFactor: 0.82,
    cities: only('New Delhi', 'Gurugram', 'Mumbai', 'Pune', 'Bengaluru', 'Hyderabad', 'Jaipur', 'Lucknow', 'Chandigarh', 'Kolkata'),
  },
  {
    id: 'tata1mg',
    name: 'Tata 1mg Labs',
    accreditations: ['NABL', 'CAP', 'ISO'],
    priceFactor: 0.88,
    cities: only('New Delhi', 'Gurugram', 'Mumbai', 'Bengaluru', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata'),
  },
  { id: 'orange', name: 'Orange Health Labs', accreditations: ['NABL'], priceFactor: 0.9, cities: only('Bengaluru', 'Hyderabad', 'Mumbai', 'New Delhi', 'Gurugram') },
];

/** A test as the demo writes it down; packages name the tests they hold. */
export interface TestSpec {
  id: string;
  name: string;
  aliases: readonly string[];
  description: string;
  parameters: readonly string[];
  sampleType: SampleType;
  fastingHours: number;
  turnaroundHours: number;
  /** Reference MRP in rupees (what Dr Lal PathLabs prints). */
  mrp: number;
  /** Labs that do not offer it. */
  notAt?: readonly string[];
}

export interface PackageSpec {
  id: string;
  name: string;
  aliases: readonly string[];
  description: string;
  tests: readonly string[];
  mrp: number;
  notAt?: readonly string[];
}

/** Real tests at typical Indian list prices; ids are tokens so test pages survive the refer encoding. */
export const TESTS: readonly TestSpec[] = [
  {
    id: 'LT0001',
    name: 'Complete Blood Count (CBC)',
    aliases: ['cbc', 'hemogram', 'haemogram', 'blood count'],
    description: 'Counts and sizes your red cells, white cells and platelets: the first test for anaemia, infection and many other conditions.',
    parameters: ['Haemoglobin', 'RBC count', 'Packed cell volume (PCV)', 'MCV', 'MCH', 'MCHC', 'RDW-CV', 'Total leucocyte count (TLC)', 'Neutrophils', 'Lymphocytes', 'Monocytes', 'Eosinophils', 'Basophils', 'Absolute neutrophil count', 'Absolute lymphocyte count', 'Platelet count', 'Mean platelet volume (MPV)'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 450,
  },
  {
    id: 'LT0002',
    name: 'Lipid Profile',
    aliases: ['cholesterol', 'triglycerides', 'heart'],
    description: 'Measures the fats in your blood that raise the risk of heart disease and stroke.',
    parameters: ['Total cholesterol', 'Triglycerides', 'HDL cholesterol', 'LDL cholesterol', 'VLDL cholesterol', 'Non-HDL cholesterol', 'Total cholesterol/HDL ratio', 'LDL/HDL ratio'],
    sampleType: 'BLOOD',
    fastingHours: 12,
    turnaroundHours: 24,
    mrp: 800,
  },
  {
    id: 'LT0003',
    name: 'HbA1c (Glycosylated Haemoglobin)',
    aliases: ['hba1c', 'glycated', 'glycosylated', 'sugar', 'diabetes', 'a1c'],
    description: 'Your average blood sugar over the last two to three months: how diabetes is diagnosed and how well it is controlled.',
    parameters: ['HbA1c', 'Estimated average glucose (eAG)'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 24,
    mrp: 600,
  },
  {
    id: 'LT0004',
    name: 'Thyroid Profile (T3, T4, TSH)',
    aliases: ['thyroid', 'tsh', 't3', 't4'],
    description: 'Checks how well your thyroid gland works, for tiredness, weight change, hair fall or irregular periods.',
    parameters: ['Total T3 (triiodothyronine)', 'Total T4 (thyroxine)', 'TSH (thyroid stimulating hormone)'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 24,
    mrp: 650,
  },
  {
    id: 'LT0005',
    name: 'Vitamin D (25-OH)',
    aliases: ['vitamin d', 'vit d', 'vitamin d3', '25 oh', 'calciferol'],
    description: 'Measures your vitamin D level: low levels, very common in India, weaken bones and muscles.',
    parameters: ['25-hydroxy vitamin D (total)'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 48,
    mrp: 1600,
  },
  {
    id: 'LT0006',
    name: 'Vitamin B12',
    aliases: ['b12', 'vit b12', 'cobalamin', 'cyanocobalamin'],
    description: 'Measures vitamin B12, low in many vegetarians: a cause of tiredness, tingling and anaemia.',
    parameters: ['Vitamin B12 (cyanocobalamin)'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 48,
    mrp: 1200,
    notAt: ['orange'],
  },
  {
    id: 'LT0007',
    name: 'Fasting Blood Sugar (FBS)',
    aliases: ['fbs', 'glucose fasting', 'sugar fasting', 'diabetes'],
    description: 'Your blood sugar after an overnight fast: screens for diabetes and prediabetes.',
    parameters: ['Glucose, fasting'],
    sampleType: 'BLOOD',
    fastingHours: 10,
    turnaroundHours: 12,
    mrp: 150,
  },
  {
    id: 'LT0008',
    name: 'Post Prandial Blood Sugar (PPBS)',
    aliases: ['ppbs', 'pp sugar', 'glucose pp', 'diabetes'],
    description: 'Your blood sugar two hours after a meal: how your body handles the food you eat.',
    parameters: ['Glucose, post prandial'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 150,
  },
  {
    id: 'LT0009',
    name: 'Liver Function Test (LFT)',
    aliases: ['lft', 'liver', 'sgpt', 'sgot', 'bilirubin'],
    description: 'Checks how well your liver works and whether it is inflamed or damaged.',
    parameters: ['Bilirubin, total', 'Bilirubin, direct', 'Bilirubin, indirect', 'SGOT (AST)', 'SGPT (ALT)', 'Alkaline phosphatase', 'GGT', 'Total protein', 'Albumin', 'Globulin', 'A/G ratio'],
    sampleType: 'BLOOD',
    fastingHours: 8,
    turnaroundHours: 24,
    mrp: 900,
  },
  {
    id: 'LT0010',
    name: 'Kidney Function Test (KFT)',
    aliases: ['kft', 'rft', 'renal', 'kidney', 'creatinine', 'urea'],
    description: 'Checks how well your kidneys filter your blood, for diabetes, high blood pressure or swelling.',
    parameters: ['Urea', 'Blood urea nitrogen (BUN)', 'Creatinine', 'Uric acid', 'Calcium', 'Phosphorus', 'Sodium', 'Potassium', 'Chloride', 'eGFR'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 24,
    mrp: 900,
  },
  {
    id: 'LT0011',
    name: 'Urine Routine and Microscopy',
    aliases: ['urine', 'urine re', 'urine test', 'uti'],
    description: 'Looks at your urine for infection, sugar, protein and blood.',
    parameters: ['Colour', 'Appearance', 'pH', 'Specific gravity', 'Protein', 'Glucose', 'Ketones', 'Bilirubin', 'Urobilinogen', 'Nitrite', 'Pus cells', 'Red blood cells', 'Epithelial cells', 'Casts', 'Crystals'],
    sampleType: 'URINE',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 300,
  },
  {
    id: 'LT0012',
    name: 'Iron Studies',
    aliases: ['iron', 'tibc', 'anaemia', 'anemia'],
    description: 'Measures the iron in your blood and how much your body can carry: the cause of many anaemias.',
    parameters: ['Serum iron', 'TIBC', 'UIBC', 'Transferrin saturation'],
    sampleType: 'BLOOD',
    fastingHours: 8,
    turnaroundHours: 24,
    mrp: 1000,
  },
  {
    id: 'LT0013',
    name: 'Ferritin',
    aliases: ['ferritin', 'iron stores'],
    description: 'Shows how much iron your body has stored.',
    parameters: ['Ferritin'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 24,
    mrp: 800,
  },
  {
    id: 'LT0014',
    name: 'C-Reactive Protein (CRP), Quantitative',
    aliases: ['crp', 'inflammation'],
    description: 'A marker of inflammation or infection anywhere in the body.',
    parameters: ['C-reactive protein'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 600,
  },
  {
    id: 'LT0015',
    name: 'ESR (Erythrocyte Sedimentation Rate)',
    aliases: ['esr', 'inflammation'],
    description: 'A simple marker of inflammation, often asked for with a CBC.',
    parameters: ['ESR'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 150,
  },
  {
    id: 'LT0016',
    name: 'Dengue NS1 Antigen',
    aliases: ['dengue', 'ns1', 'fever'],
    description: 'Finds dengue in the first days of fever, before antibodies appear.',
    parameters: ['Dengue NS1 antigen'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 900,
  },
  {
    id: 'LT0017',
    name: 'Malaria Antigen (Rapid Card)',
    aliases: ['malaria', 'fever', 'vivax', 'falciparum'],
    description: 'Finds the malaria parasites P. vivax and P. falciparum.',
    parameters: ['P. vivax antigen', 'P. falciparum antigen'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 500,
  },
  {
    id: 'LT0018',
    name: 'Widal Test (Slide)',
    aliases: ['widal', 'typhoid', 'fever'],
    description: 'Looks for antibodies to the bacteria of typhoid fever.',
    parameters: ['S. typhi O', 'S. typhi H', 'S. paratyphi AH', 'S. paratyphi BH'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 300,
  },
  {
    id: 'LT0019',
    name: 'PSA (Prostate Specific Antigen), Total',
    aliases: ['psa', 'prostate'],
    description: 'A screening test for prostate problems in men over 50.',
    parameters: ['PSA, total'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 24,
    mrp: 900,
  },
  {
    id: 'LT0020',
    name: 'Calcium, Serum',
    aliases: ['calcium', 'bones'],
    description: 'Measures the calcium in your blood, for bone, kidney and parathyroid health.',
    parameters: ['Calcium'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 250,
  },
  {
    id: 'LT0021',
    name: 'Uric Acid, Serum',
    aliases: ['uric acid', 'gout'],
    description: 'High uric acid causes gout and kidney stones.',
    parameters: ['Uric acid'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 250,
  },
  {
    id: 'LT0022',
    name: 'Beta hCG (Pregnancy Test), Quantitative',
    aliases: ['beta hcg', 'hcg', 'pregnancy'],
    description: 'Confirms and follows an early pregnancy.',
    parameters: ['Beta hCG'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 750,
    notAt: ['redcliffe'],
  },
  {
    id: 'LT0023',
    name: 'Stool Routine Examination',
    aliases: ['stool', 'motion'],
    description: 'Looks for infection, worms and blood in the stool.',
    parameters: ['Colour', 'Consistency', 'Mucus', 'Occult blood', 'Ova', 'Cysts', 'Pus cells', 'Red blood cells'],
    sampleType: 'STOOL',
    fastingHours: 0,
    turnaroundHours: 24,
    mrp: 300,
  },
  {
    id: 'LT0024',
    name: 'COVID-19 RT-PCR',
    aliases: ['covid', 'rt pcr', 'rtpcr', 'corona'],
    description: 'Finds the virus that causes COVID-19 in a nose and throat swab.',
    parameters: ['SARS-CoV-2 RNA'],
    sampleType: 'SWAB',
    fastingHours: 0,
    turnaroundHours: 24,
    mrp: 500,
    notAt: ['orange', 'healthians'],
  },
  {
    id: 'LT0025',
    name: 'Anti-TPO Antibodies',
    aliases: ['anti tpo', 'tpo', 'thyroid antibodies', 'hashimoto'],
    description: 'Finds thyroid trouble caused by the immune system (Hashimoto’s thyroiditis).',
    parameters: ['Anti-thyroid peroxidase antibodies'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 48,
    mrp: 1200,
  },
  {
    id: 'LT0026',
    name: 'Testosterone, Total',
    aliases: ['testosterone', 'hormone'],
    description: 'Measures the main male hormone, for low energy, low libido or irregular periods in women.',
    parameters: ['Testosterone, total'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 24,
    mrp: 900,
  },
  {
    id: 'LT0027',
    name: 'Prolactin',
    aliases: ['prolactin', 'hormone'],
    description: 'A hormone that affects periods, fertility and breast milk.',
    parameters: ['Prolactin'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 24,
    mrp: 700,
  },
  {
    id: 'LT0028',
    name: 'Electrolytes (Sodium, Potassium, Chloride)',
    aliases: ['electrolytes', 'sodium', 'potassium'],
    description: 'The salts that keep your nerves, muscles and heart working.',
    parameters: ['Sodium', 'Potassium', 'Chloride'],
    sampleType: 'BLOOD',
    fastingHours: 0,
    turnaroundHours: 12,
    mrp: 500,
  },
];

export const PACKAGES: readonly PackageSpec[] = [
  {
    id: 'PK0001',
    name: 'Full Body Checkup – Essential',
    aliases: ['full body', 'health checkup', 'annual'],
    description: 'A yearly check of your blood, sugar, heart, liver, kidneys and thyroid.',
    tests: ['LT0001', 'LT0002', 'LT0007', 'LT0009', 'LT0010', 'LT0004', 'LT0011'],
    mrp: 2999,
  },
  {
    id: 'PK0002',
    name: 'Full Body Checkup – Advanced',
    aliases: ['full body', 'health checkup', 'comprehensive'],
    description: 'The essential checkup plus HbA1c, vitamins D and B12 and iron studies.',
    tests: ['LT0001', 'LT0002', 'LT0007', 'LT0003', 'LT0009', 'LT0010', 'LT0004', 'LT0011', 'LT0005', 'LT0006', 'LT0012'],
    mrp: 5999,
    notAt: ['orange'],
  },
  {
    id: 'PK0003',
    name: 'Diabetes Care Package',
    aliases: ['diabetes', 'sugar'],
    description: 'For people with diabetes: sugar control and the organs it affects.',
    tests: ['LT0007', 'LT0008', 'LT0003', 'LT0002', 'LT0010', 'LT0011'],
    mrp: 2499,
  },
  {
    id: 'PK0004',
    name: 'Vitamin Profile (D and B12)',
    aliases: ['vitamin', 'vitamins'],
    description: 'The two vitamins most Indians are short of.',
    tests: ['LT0005', 'LT0006'],
    mrp: 2800,
    notAt: ['orange'],
  },
  {
    id: 'PK0005',
    name: 'Fever Panel',
    aliases: ['fever', 'monsoon'],
    description: 'The common causes of fever in India: dengue, malaria, typhoid and infection.',
    tests: ['LT0001', 'LT0016', 'LT0017', 'LT0018', 'LT0014', 'LT0011'],
    mrp: 2400,
  },
  {
    id: 'PK0006',
    name: 'Senior Citizen Health Package',
    aliases: ['senior', 'elderly', 'parents'],
    description: 'A thorough check for those over 60, with vitamins, sugar and bones.',
    tests: ['LT0001', 'LT0002', 'LT0003', 'LT0009', 'LT0010', 'LT0004', 'LT0005', 'LT0006', 'LT0020', 'LT0011'],
    mrp: 5499,
  },
  {
    id: 'PK0007',
    name: 'Women’s Health Package',
    aliases: ['women', 'female'],
    description: 'Blood, iron, thyroid, vitamins and hormones.',
    tests: ['LT0001', 'LT0012', 'LT0004', 'LT0005', 'LT0006', 'LT0020', 'LT0027'],
    mrp: 4499,
  },
  {
    id: 'PK0008',
    name: 'Heart Health Package',
    aliases: ['heart', 'cardiac'],
    description: 'Cholesterol, sugar and inflammation: the risks to your heart.',
    tests: ['LT0002', 'LT0003', 'LT0014', 'LT0007', 'LT0028'],
    mrp: 2299,
  },
];

/** Real analytes for the generated part of a big catalogue (the benchmark's 5,000 tests). */
export const EXTRA_ANALYTES: readonly string[] = [
  'Amylase', 'Lipase', 'Anti-CCP Antibodies', 'ANA (Antinuclear Antibodies)', 'HBsAg', 'HCV Antibody', 'HIV 1 and 2 Antibodies', 'Magnesium',
  'Phosphorus', 'Homocysteine', 'Cortisol', 'Insulin', 'C-Peptide', 'LH', 'FSH', 'AMH', 'Estradiol', 'Progesterone', 'Troponin I', 'D-Dimer',
  'Procalcitonin', 'Lipoprotein (a)', 'Apolipoprotein A1', 'Apolipoprotein B', 'Folic Acid', 'Zinc', 'Copper', 'IgE Total', 'RA Factor',
  'ASO Titre', 'Blood Group and Rh', 'Peripheral Smear', 'Reticulocyte Count', 'G6PD', 'Haemoglobin Electrophoresis', 'Urine Culture',
  'Blood Culture', 'Sputum AFB', 'Albumin', 'Bilirubin', 'SGOT', 'SGPT', 'GGT', 'Alkaline Phosphatase', 'LDH', 'CPK', 'CK-MB', 'BNP',
  'Free T3', 'Free T4', 'TSH Ultrasensitive', 'Microalbumin', 'Urine Protein Creatinine Ratio', 'Vitamin A', 'Vitamin E', 'Vitamin B6',
  'Selenium', 'Ammonia', 'Lactate', 'Fibrinogen', 'Prothrombin Time (PT/INR)', 'APTT', 'Bleeding and Clotting Time', 'Chikungunya IgM',
  'Typhidot IgM', 'Leptospira IgM', 'Scrub Typhus IgM', 'Toxoplasma IgG', 'Rubella IgG', 'CMV IgG', 'HSV 1 and 2 IgG', 'CA-125', 'CEA',
  'AFP', 'CA 19-9', 'Beta-2 Microglobulin', 'Ceruloplasmin', 'Serum Osmolality', 'PTH (Parathyroid Hormone)', 'DHEA-S', 'SHBG',
];

export const EXTRA_QUALIFIERS: readonly string[] = ['', 'Quantitative', 'Serum', 'by CLIA', 'by ELISA', 'Rapid Card', 'Random', '24-Hour Urine', 'Reflex Panel', 'Follow-up'];
