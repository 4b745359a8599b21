/**
 * The cuisine and venue-type catalogue of spec/2 §3 ('Cuisine/venue-type catalogue'): a restaurant's
 * `tipoCocina` codes name entries here. Only es-ES and en-US exist; any other language reads en-US.
 * Codes 101–115 venue styles, 161 take-away, 171–176 bars, 401–441 food specialities, 600–641 regional and
 * international cuisines. Keywords (both languages, for the restaurant search) go beyond the names: 'sushi'
 * finds a Japanese restaurant.
 */
export type CuisineLocale = 'es-ES' | 'en-US';
export type CuisineGroup = 'venue' | 'takeaway' | 'bar' | 'speciality' | 'regional';

export type Cuisine = {
  code: number;
  group: CuisineGroup;
  name: Record<CuisineLocale, string>;
  description: Record<CuisineLocale, string>;
  keywords: readonly string[];
};

/** At most this many types are shown, in short form (spec/2 §3). */
export const CUISINES_SHOWN = 3;

// [code, es-ES name, en-US name, extra keywords]
type Row = readonly [number, string, string, string?];

const ROWS: readonly Row[] = [
  [101, 'Restaurante', 'Restaurant', 'restaurant comida food'],
  [102, 'Café', 'Café', 'cafe coffee'],
  [103, 'Cafetería', 'Coffee shop', 'cafe coffee espresso'],
  [104, 'Fuente de soda', 'Diner', 'soda diner'],
  [105, 'Picada', 'Local eatery', 'picada casera'],
  [106, 'Comida rápida', 'Fast food', 'rapida fast'],
  [107, 'Food truck', 'Food truck', 'carro truck'],
  [108, 'Buffet', 'Buffet', 'libre'],
  [109, 'Gourmet', 'Fine dining', 'autor chef'],
  [110, 'Bistró', 'Bistro', 'bistrot'],
  [111, 'Patio de comidas', 'Food court', 'mall'],
  [112, 'Restaurante familiar', 'Family restaurant', 'familia family'],
  [113, 'Salón de té', 'Tea room', 'te tea onces'],
  [114, 'Cocina oculta', 'Dark kitchen', 'delivery'],
  [115, 'Comedor', 'Canteen', 'casino'],
  [161, 'Para llevar', 'Take-away', 'takeaway llevar retiro pickup'],
  [171, 'Bar', 'Bar', 'tragos drinks'],
  [172, 'Pub', 'Pub', 'cerveza beer'],
  [173, 'Vinoteca', 'Wine bar', 'vino wine vermut'],
  [174, 'Cervecería', 'Brewpub', 'cerveza beer artesanal craft'],
  [175, 'Coctelería', 'Cocktail bar', 'coctel cocktail tragos'],
  [176, 'Discoteca', 'Nightclub', 'disco club'],
  [401, 'Asados', 'Barbecue', 'parrilla grill bbq'],
  [402, 'Carnes', 'Steakhouse', 'carne steak parrilla'],
  [403, 'Pollo', 'Chicken', 'pollo asado broaster'],
  [404, 'Pescados y mariscos', 'Fish and seafood', 'pescado marisco fish seafood'],
  [405, 'Sushi', 'Sushi', 'sushi roll nigiri maki'],
  [406, 'Hamburguesas', 'Burgers', 'hamburguesa burger'],
  [407, 'Completos', 'Hot dogs', 'completo hotdog italiano'],
  [408, 'Sánguches', 'Sandwiches', 'sandwich sanguche churrasco lomito'],
  [409, 'Empanadas', 'Empanadas', 'empanada pino'],
  [410, 'Ensaladas', 'Salads', 'ensalada salad'],
  [411, 'Vegetariana', 'Vegetarian', 'vegetariano veggie'],
  [412, 'Vegana', 'Vegan', 'vegano plant'],
  [413, 'Saludable', 'Healthy', 'sano healthy light'],
  [414, 'Sin gluten', 'Gluten free', 'celiaco gluten'],
  [415, 'Pizza', 'Pizza', 'pizza pizzeria'],
  [416, 'Pastas', 'Pasta', 'pasta ravioli lasagna'],
  [417, 'Tacos', 'Tacos', 'taco'],
  [418, 'Ramen', 'Ramen', 'ramen noodle fideo'],
  [419, 'Wok', 'Wok', 'wok salteado stir'],
  [420, 'Poke', 'Poke', 'poke bowl'],
  [421, 'Ceviche', 'Ceviche', 'ceviche cebiche'],
  [422, 'Crepes', 'Crêpes', 'crepe panqueque'],
  [423, 'Waffles', 'Waffles', 'waffle gofre'],
  [424, 'Postres', 'Desserts', 'postre dessert dulce'],
  [425, 'Helados', 'Ice cream', 'helado heladeria gelato'],
  [426, 'Pastelería', 'Pastry', 'pastel torta cake'],
  [427, 'Panadería', 'Bakery', 'pan bread'],
  [428, 'Desayunos', 'Breakfast', 'desayuno breakfast'],
  [429, 'Brunch', 'Brunch', 'brunch'],
  [430, 'Jugos y batidos', 'Juices and smoothies', 'jugo batido juice smoothie'],
  [431, 'Café de especialidad', 'Specialty coffee', 'cafe coffee barista'],
  [432, 'Té', 'Tea', 'te tea infusion'],
  [433, 'Tapas', 'Tapas', 'tapa racion pincho'],
  [434, 'Fondue', 'Fondue', 'fondue queso cheese'],
  [435, 'Kebab', 'Kebab', 'kebab shawarma doner'],
  [436, 'Falafel', 'Falafel', 'falafel hummus'],
  [437, 'Dumplings', 'Dumplings', 'dumpling gyoza wantan'],
  [438, 'Arepas', 'Arepas', 'arepa'],
  [439, 'Burritos', 'Burritos', 'burrito quesadilla'],
  [440, 'Menú del día', 'Set menu', 'menu almuerzo lunch'],
  [441, 'Comida casera', 'Home cooking', 'casera homemade'],
  [600, 'Internacional', 'International', 'internacional'],
  [601, 'Fusión', 'Fusion', 'fusion'],
  [602, 'Latinoamericana', 'Latin American', 'latina latin'],
  [603, 'Argentina', 'Argentine', 'argentino parrilla asado'],
  [604, 'Chilena', 'Chilean', 'chileno completo empanada'],
  [605, 'Peruana', 'Peruvian', 'peruano ceviche lomo saltado'],
  [606, 'Mexicana', 'Mexican', 'mexicano taco burrito'],
  [607, 'Colombiana', 'Colombian', 'colombiano arepa bandeja'],
  [608, 'Venezolana', 'Venezuelan', 'venezolano arepa'],
  [609, 'Brasileña', 'Brazilian', 'brasileno rodizio'],
  [610, 'Uruguaya', 'Uruguayan', 'uruguayo chivito'],
  [611, 'Cubana', 'Cuban', 'cubano'],
  [612, 'Italiana', 'Italian', 'italiano pizza pasta'],
  [613, 'Francesa', 'French', 'frances'],
  [614, 'Alemana', 'German', 'aleman salchicha'],
  [615, 'Griega', 'Greek', 'griego gyros'],
  [616, 'Mediterránea', 'Mediterranean', 'mediterraneo'],
  [617, 'Portuguesa', 'Portuguese', 'portugues'],
  [618, 'Británica', 'British', 'britanico fish chips'],
  [619, 'Estadounidense', 'American', 'americano burger'],
  [620, 'Árabe', 'Arab', 'arabe shawarma'],
  [621, 'Turca', 'Turkish', 'turco kebab'],
  [622, 'Libanesa', 'Lebanese', 'libanes hummus'],
  [623, 'Israelí', 'Israeli', 'israeli falafel'],
  [624, 'Marroquí', 'Moroccan', 'marroqui tajine cuscus'],
  [625, 'Española', 'Spanish', 'espanol tapa paella tortilla'],
  [626, 'Vasca', 'Basque', 'vasco pintxo'],
  [627, 'Catalana', 'Catalan', 'catalan'],
  [628, 'Gallega', 'Galician', 'gallego pulpo'],
  [629, 'Andaluza', 'Andalusian', 'andaluz frito'],
  [630, 'Madrileña', 'Madrilenian', 'madrileno cocido bocadillo calamares'],
  [631, 'China', 'Chinese', 'chino dim sum'],
  [632, 'Japonesa', 'Japanese', 'japones sushi ramen'],
  [633, 'Coreana', 'Korean', 'coreano kimchi'],
  [634, 'Tailandesa', 'Thai', 'thai pad'],
  [635, 'Vietnamita', 'Vietnamese', 'pho'],
  [636, 'India', 'Indian', 'indio curry tandoori'],
  [637, 'Asiática', 'Asian', 'asiatico oriental'],
  [638, 'Nikkei', 'Nikkei', 'nikkei sushi peruano japones'],
  [639, 'Chifa', 'Chifa', 'chifa chino peruano'],
  [640, 'Africana', 'African', 'africano'],
  [641, 'Hawaiana', 'Hawaiian', 'hawaiano poke'],
];

/** How each group describes its entries: 'Cocina peruana', 'Specialty: sushi'. */
const DESCRIBE: Record<CuisineGroup, Record<CuisineLocale, (name: string) => string>> = {
  venue: { 'es-ES': (n) => `Tipo de local: ${n}`, 'en-US': (n) => `Kind of place: ${n}` },
  takeaway: { 'es-ES': () => 'Comida para llevar', 'en-US': () => 'Food to take away' },
  bar: { 'es-ES': (n) => `Bar: ${n}`, 'en-US': (n) => `Bar: ${n}` },
  speciality: { 'es-ES': (n) => `Especialidad: ${n}`, 'en-US': (n) => `Speciality: ${n}` },
  regional: { 'es-ES': (n) => `Cocina ${n.toLowerCase()}`, 'en-US': (n) => `${n} cuisine` },
};

function groupOf(code: number): CuisineGroup {
  if (code === 161) return 'takeaway';
  if (code >= 171 && code <= 176) return 'bar';
  if (code >= 401 && code <= 441) return 'speciality';
  if (code >= 600) return 'regional';
  return 'venue';
}

export const CUISINES: ReadonlyMap<number, Cuisine> = new Map(
  ROWS.map(([code, es, en, extra = '']) => {
    const group = groupOf(code);
    const cuisine: Cuisine = {
      code,
      group,
      name: { 'es-ES': es, 'en-US': en },
      description: { 'es-ES': DESCRIBE[group]['es-ES'](es), 'en-US': DESCRIBE[group]['en-US'](en) },
      keywords: extra.split(' ').filter(Boolean),
    };
    return [code, cuisine];
  }),
);

/** The catalogue's locale for an app language: Spanish of any country reads es-ES, anything else en-US. */
export const cuisineLocale = (language: string): CuisineLocale =>
  language.toLowerCase().startsWith('es') ? 'es-ES' : 'en-US';

/** The names of a restaurant's first 3 known types, in the given language ('es', 'en-GB'…). */
export function cuisineNames(codes: readonly number[], language: string): string[] {
  const locale = cuisineLocale(language);
  return codes
    .map((code) => CUISINES.get(code)?.name[locale])
    .filter((name): name is string => name !== undefined)
    .slice(0, CUISINES_SHOWN);
}

/** What a restaurant's types add to its search target: both names and the keywords of each known code. */
export function cuisineKeywords(codes: readonly number[]): string[] {
  return codes.flatMap((code) => {
    const c = CUISINES.get(code);
    return c ? [c.name['es-ES'], c.name['en-US'], ...c.keywords] : [];
  });
}
