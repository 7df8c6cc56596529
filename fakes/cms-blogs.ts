/** A blog post as the CMS stores it: `content` is HTML, `publishedAt` an ISO timestamp. */
export interface FakeBlogPost {
  id: string;
  title: string;
  category: string;
  author: string;
  publishedAt: string;
  excerpt: string;
  content: string;
}

/** A dozen posts in five categories, as an Indian digital-health provider's doctors and dietitians write them. */
export const BLOG_POSTS: readonly FakeBlogPost[] = [
  {
    id: 'managing-diabetes-during-festivals',
    title: 'Managing diabetes during the festive season',
    category: 'Diabetes',
    author: 'Dr. Anil Kumar Reddy',
    publishedAt: '2026-10-18T06:30:00.000Z',
    excerpt: 'Diwali sweets, late dinners and fasting days: how to enjoy the festivals while keeping your blood sugar steady.',
    content: `<p>From Navratri to Diwali, the festive months bring sweets, fried snacks and irregular meals. For the 10 crore Indians living with diabetes, this is when blood sugar most often goes out of control.</p>
<h2>Plan your plate</h2>
<p>Fill half your plate with vegetables or salad, a quarter with protein such as dal, paneer or chicken, and a quarter with rice or roti. Have sweets right after a meal rather than on an empty stomach, and keep to one small piece.</p>
<h2>If you fast</h2>
<ul>
<li>Talk to your doctor before fasting: the dose of insulin or sulphonylureas often needs to change.</li>
<li>Check your sugar more often, especially in the afternoon.</li>
<li>Break the fast with fruit, buttermilk or a handful of nuts rather than fried food.</li>
</ul>
<h2>Keep moving</h2>
<p>A 15-minute walk after the evening meal lowers the rise in sugar noticeably. Walk with the family to see the lights.</p>
<p>If your readings stay above 250 mg/dL, or you feel very thirsty or drowsy, consult a doctor the same day.</p>`,
  },
  {
    id: 'hba1c-what-your-number-means',
    title: 'HbA1c: what your number means',
    category: 'Diabetes',
    author: 'Dr. Anil Kumar Reddy',
    publishedAt: '2026-08-05T05:00:00.000Z',
    excerpt: 'The HbA1c test shows your average blood sugar over three months. Here is how to read it and how often to test.',
    content: `<p>Your daily glucose readings go up and down; HbA1c tells the longer story. It measures how much sugar has stuck to your red blood cells over the last two to three months.</p>
<h2>Reading the result</h2>
<ul>
<li><strong>Below 5.7%</strong>: normal.</li>
<li><strong>5.7% to 6.4%</strong>: prediabetes. Diet, weight loss and exercise can often bring it back.</li>
<li><strong>6.5% or above</strong>: diabetes, confirmed by a second test.</li>
</ul>
<p>Most adults with diabetes aim for 7% or below, but your doctor may set a different target for you, especially if you are older or have heart disease.</p>
<h2>How often to test</h2>
<p>Every three months while your treatment is being adjusted, and every six months once your sugar is steady. No fasting is needed, so you can book a home collection at any time of day.</p>`,
  },
  {
    id: 'foot-care-for-diabetes',
    title: 'Foot care for people with diabetes',
    category: 'Diabetes',
    author: 'Dr. Farah Siddiqui',
    publishedAt: '2026-05-12T04:45:00.000Z',
    excerpt: 'A small cut can become a serious wound. A five-minute daily check protects your feet.',
    content: `<p>High blood sugar slowly damages the nerves and blood vessels of the feet, so a cut or blister may not hurt and may heal slowly. Foot ulcers are one of the commonest reasons for hospital stays among people with diabetes in India.</p>
<h2>Every day</h2>
<ul>
<li>Look at both feet, including between the toes, in good light or with a mirror.</li>
<li>Wash in lukewarm water, dry well and use a moisturiser, but not between the toes.</li>
<li>Wear soft socks and closed footwear that fits, even at home.</li>
</ul>
<p>Avoid walking barefoot on hot floors or temple grounds, and never cut corns yourself. See a doctor for any cut, colour change or swelling that does not improve in two days.</p>`,
  },
  {
    id: 'know-your-blood-pressure',
    title: 'Know your blood pressure numbers',
    category: 'Heart health',
    author: 'Dr. Rajesh Iyer',
    publishedAt: '2026-09-29T06:00:00.000Z',
    excerpt: 'One in four Indian adults has high blood pressure, and most do not know it. What the two numbers mean and when to worry.',
    content: `<p>High blood pressure rarely causes symptoms, which is why it is called the silent killer. It raises the risk of heart attack, stroke and kidney disease.</p>
<h2>The two numbers</h2>
<p>The top number (systolic) is the pressure when your heart beats; the bottom number (diastolic) is the pressure between beats. A reading below 120/80 mmHg is normal. Readings of 140/90 or above on two separate days mean hypertension.</p>
<h2>Measuring at home</h2>
<ol>
<li>Sit quietly for five minutes, back supported, feet flat on the floor.</li>
<li>Rest your arm at heart level and do not talk.</li>
<li>Take two readings a minute apart, morning and evening, for a week, and show them to your doctor.</li>
</ol>
<h2>What helps</h2>
<p>Less salt (under one teaspoon a day, counting pickles and papad), regular walks, less alcohol and a healthy weight all lower blood pressure. If medicines are prescribed, take them every day, even when you feel well.</p>`,
  },
  {
    id: 'heart-attack-warning-signs',
    title: 'Heart attack: warning signs you should not ignore',
    category: 'Heart health',
    author: 'Dr. Rajesh Iyer',
    publishedAt: '2026-07-14T05:30:00.000Z',
    excerpt: 'Chest pain is not the only sign. Women, older people and people with diabetes often feel something different.',
    content: `<p>Every minute counts in a heart attack: the sooner the blocked artery is opened, the more heart muscle is saved.</p>
<h2>Common signs</h2>
<ul>
<li>Pressure, squeezing or pain in the centre of the chest lasting more than a few minutes.</li>
<li>Pain spreading to the arm, jaw, neck or back.</li>
<li>Breathlessness, cold sweat, nausea or sudden tiredness.</li>
</ul>
<p>People with diabetes, women and the elderly may feel only breathlessness, acidity-like discomfort or weakness.</p>
<h2>What to do</h2>
<p>Call 112 or go to the nearest hospital with a cath lab at once. Do not drive yourself. Chew one 300 mg aspirin tablet if you are not allergic and a doctor has not told you otherwise. Online consultations are not for emergencies.</p>`,
  },
  {
    id: 'cholesterol-and-indian-diet',
    title: 'Cholesterol and the Indian diet',
    category: 'Heart health',
    author: 'Ms. Neha Kapoor, Clinical Dietitian',
    publishedAt: '2026-03-21T06:15:00.000Z',
    excerpt: 'Ghee, coconut oil, or refined oil? A dietitian on the fats in our kitchens and what a lipid profile tells you.',
    content: `<p>Indians tend to have lower "good" HDL cholesterol and higher triglycerides, which raises heart risk even at a normal weight.</p>
<h2>Fats in the kitchen</h2>
<p>Rotate oils such as mustard, groundnut and rice bran, and keep the total to about three to four teaspoons per person a day. Ghee and coconut oil are saturated fats: use them sparingly. Avoid vanaspati and reheated frying oil altogether.</p>
<h2>Foods that help</h2>
<ul>
<li>Oats, barley, rajma, chana and other pulses, for their soluble fibre.</li>
<li>A handful of unsalted nuts and flaxseed.</li>
<li>Fish twice a week, if you eat it.</li>
</ul>
<p>Get a lipid profile after 12 hours of fasting every year from the age of 30, or earlier if heart disease runs in your family.</p>`,
  },
  {
    id: 'balanced-thali',
    title: 'Building a balanced thali',
    category: 'Nutrition',
    author: 'Ms. Neha Kapoor, Clinical Dietitian',
    publishedAt: '2026-10-02T05:00:00.000Z',
    excerpt: 'Dal, sabzi, roti, curd and salad: the traditional thali is a good start. Small changes make it a great one.',
    content: `<p>A traditional Indian thali already brings cereals, pulses, vegetables and dairy together. Most of us simply eat too much of the rice or roti and too little of the rest.</p>
<h2>The plate method</h2>
<ul>
<li>Half the plate: vegetables and salad, in as many colours as you can.</li>
<li>A quarter: protein, such as dal, sprouts, paneer, eggs, fish or chicken.</li>
<li>A quarter: whole grains, such as millet roti, brown rice or multigrain atta.</li>
</ul>
<p>Add a bowl of curd or buttermilk for calcium and gut health, and keep fried items and sweets for once a week.</p>
<p>Millets such as ragi, jowar and bajra are rich in fibre and iron and keep you full for longer: try replacing one meal's roti with them.</p>`,
  },
  {
    id: 'iron-deficiency-anaemia',
    title: 'Tired all the time? It could be anaemia',
    category: 'Nutrition',
    author: 'Dr. Sunita Agarwal',
    publishedAt: '2026-06-08T06:45:00.000Z',
    excerpt: 'More than half of Indian women are anaemic. The signs, the test, and the foods that raise your haemoglobin.',
    content: `<p>Anaemia means your blood carries less oxygen than it should. It is common in women, adolescents and older adults in India, and is often missed because tiredness feels normal.</p>
<h2>Signs</h2>
<ul>
<li>Tiredness, breathlessness on climbing stairs and a fast heartbeat.</li>
<li>Pale skin, nails and inner eyelids.</li>
<li>Hair fall and brittle nails.</li>
</ul>
<h2>Test and treatment</h2>
<p>A complete blood count shows your haemoglobin; your doctor may add ferritin to check your iron stores. Iron tablets work best with a glass of lemon water, and away from tea, coffee and milk.</p>
<p>Eat green leafy vegetables, jaggery, dates, rajma, chana, eggs and meat, with a source of vitamin C such as amla or guava.</p>`,
  },
  {
    id: 'stress-and-sleep',
    title: 'Stress, screens and sleep: getting your nights back',
    category: 'Mental health',
    author: 'Ms. Ritu Malhotra, Clinical Psychologist',
    publishedAt: '2026-09-10T14:00:00.000Z',
    excerpt: 'Late-night scrolling and work worries keep many of us awake. Simple habits that help you fall asleep and stay asleep.',
    content: `<p>Adults need seven to nine hours of sleep. Poor sleep makes stress harder to handle, and stress makes sleep worse: the cycle can be broken.</p>
<h2>Habits that help</h2>
<ol>
<li>Keep the same wake-up time every day, weekends included.</li>
<li>Put the phone away an hour before bed; use the time to read or listen to music.</li>
<li>No tea or coffee after 4 pm, and a light dinner two hours before bed.</li>
<li>If you cannot sleep in 20 minutes, get up, sit somewhere dim, and return when sleepy.</li>
</ol>
<p>Slow breathing helps too: breathe in for four counts and out for six, for five minutes.</p>
<p>If poor sleep lasts more than a month, or you feel low or hopeless most days, talk to a therapist. You can book one under Mental Wellness.</p>`,
  },
  {
    id: 'talking-about-depression',
    title: 'Talking to a loved one about depression',
    category: 'Mental health',
    author: 'Ms. Ritu Malhotra, Clinical Psychologist',
    publishedAt: '2026-04-16T07:30:00.000Z',
    excerpt: 'Depression is an illness, not a weakness. How to start the conversation and help someone take the first step.',
    content: `<p>Depression affects about one in twenty Indians, yet stigma keeps most from seeking help. Family and friends are often the first to notice.</p>
<h2>Starting the conversation</h2>
<ul>
<li>Choose a quiet moment and say what you have noticed: "You seem tired and quiet lately. I am worried about you."</li>
<li>Listen more than you speak, and do not rush to give advice.</li>
<li>Avoid phrases like "just think positive" or "others have it worse".</li>
</ul>
<p>Offer to help book an appointment or to sit with them during an online session.</p>
<p>If someone speaks of ending their life, do not leave them alone. Call the Tele-MANAS helpline on <strong>14416</strong> or go to the nearest hospital.</p>`,
  },
  {
    id: 'monsoon-fevers',
    title: 'Monsoon fevers: dengue, malaria or typhoid?',
    category: 'Seasonal health',
    author: 'Dr. Farah Siddiqui',
    publishedAt: '2026-07-01T05:15:00.000Z',
    excerpt: 'Fevers rise with the rains. How to tell the common ones apart, which tests to take, and when to go to hospital.',
    content: `<p>Stagnant water and contaminated food make the monsoon the peak season for fevers across India.</p>
<h2>Telling them apart</h2>
<ul>
<li><strong>Dengue</strong>: high fever, severe body and eye pain, sometimes a rash. A NS1 test in the first five days confirms it.</li>
<li><strong>Malaria</strong>: fever with chills that comes and goes. A blood smear or rapid test confirms it.</li>
<li><strong>Typhoid</strong>: fever rising over several days with stomach upset. A blood culture is the reliable test.</li>
</ul>
<h2>At home</h2>
<p>Drink plenty of fluids such as ORS, coconut water and soups, and take paracetamol for fever. Avoid ibuprofen and aspirin until dengue is ruled out: they raise the risk of bleeding.</p>
<p>Go to hospital at once for bleeding gums, black stools, severe stomach pain, repeated vomiting or drowsiness.</p>`,
  },
  {
    id: 'beat-the-heat',
    title: 'Beat the heat: staying safe in an Indian summer',
    category: 'Seasonal health',
    author: 'Dr. Sunita Agarwal',
    publishedAt: '2026-04-28T04:30:00.000Z',
    excerpt: 'Heatwaves are getting longer. Who is most at risk, the signs of heat stroke, and how to keep cool.',
    content: `<p>Temperatures above 45°C are now common in much of north and central India in May and June. Older people, young children, outdoor workers and people with heart disease are most at risk.</p>
<h2>Keep cool</h2>
<ul>
<li>Drink water every hour even if you are not thirsty; add nimbu pani, buttermilk or ORS.</li>
<li>Stay indoors from noon to 4 pm; wear loose cotton clothes and cover your head outside.</li>
<li>Never leave children or the elderly in a parked car.</li>
</ul>
<h2>Heat stroke is an emergency</h2>
<p>Confusion, hot dry skin, a very high temperature or fainting need a hospital at once. Meanwhile move the person to shade, loosen their clothes and cool them with wet cloths and a fan.</p>`,
  },
];
