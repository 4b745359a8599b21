/**
 * The sandbox geocoder's places (moved from the web, issue 16 item 3): well-known streets and communes of
 * the demo's cities — Santiago, Madrid — and of Valparaíso and Viña del Mar, which no demo venue reaches
 * (an address there is out of coverage). Points are each street's middle or each commune's centre.
 */
export type SandboxStreet = {
  name: string;
  /** Other ways diners write it (folded: no accents, lower case). */
  aliases: string[];
  cm: string;
  ci: string;
  pa: string;
  zc: string;
  lat: number;
  lng: number;
};
export type SandboxCommune = {
  name: string;
  aliases: string[];
  ci: string;
  pa: string;
  lat: number;
  lng: number;
};

const street = (
  name: string,
  cm: string,
  ci: string,
  pa: string,
  lat: number,
  lng: number,
  aliases: string[] = [],
  zc = '',
): SandboxStreet => ({ name, aliases, cm, ci, pa, zc, lat, lng });

export const SANDBOX_STREETS: readonly SandboxStreet[] = [
  street('José Victorino Lastarria', 'Santiago', 'Santiago', 'cl', -33.4378, -70.6392, ['lastarria']),
  street('Merced', 'Santiago', 'Santiago', 'cl', -33.4375, -70.6435),
  street('Monjitas', 'Santiago', 'Santiago', 'cl', -33.4365, -70.6445),
  street('Estado', 'Santiago', 'Santiago', 'cl', -33.44, -70.649),
  street('Bandera', 'Santiago', 'Santiago', 'cl', -33.4395, -70.6525),
  street('Huérfanos', 'Santiago', 'Santiago', 'cl', -33.439, -70.65),
  street('San Antonio', 'Santiago', 'Santiago', 'cl', -33.4392, -70.647),
  street("Avenida Libertador Bernardo O'Higgins", 'Santiago', 'Santiago', 'cl', -33.444, -70.652, [
    'alameda',
    'bernardo ohiggins',
  ]),
  street('Avenida Providencia', 'Providencia', 'Santiago', 'cl', -33.426, -70.615, ['providencia']),
  street('Avenida Pedro de Valdivia', 'Providencia', 'Santiago', 'cl', -33.429, -70.606, [
    'pedro de valdivia',
  ]),
  street('Avenida Irarrázaval', 'Ñuñoa', 'Santiago', 'cl', -33.454, -70.6, ['irarrazaval']),
  street('Avenida Apoquindo', 'Las Condes', 'Santiago', 'cl', -33.415, -70.585, ['apoquindo']),
  street('Avenida Vitacura', 'Vitacura', 'Santiago', 'cl', -33.4, -70.595, ['vitacura']),
  street('Avenida Recoleta', 'Recoleta', 'Santiago', 'cl', -33.42, -70.642, ['recoleta']),
  street('Avenida Vicuña Mackenna', 'Ñuñoa', 'Santiago', 'cl', -33.46, -70.627, ['vicuna mackenna']),
  street('Gran Avenida José Miguel Carrera', 'San Miguel', 'Santiago', 'cl', -33.49, -70.652, [
    'gran avenida',
  ]),
  street('Avenida Pajaritos', 'Maipú', 'Santiago', 'cl', -33.505, -70.76, ['pajaritos']),
  street('Avenida Concha y Toro', 'Puente Alto', 'Santiago', 'cl', -33.605, -70.58, ['concha y toro']),
  street('Avenida Brasil', 'Valparaíso', 'Valparaíso', 'cl', -33.0446, -71.6178, ['brasil']),
  street('Condell', 'Valparaíso', 'Valparaíso', 'cl', -33.0425, -71.6234),
  street('Avenida Libertad', 'Viña del Mar', 'Viña del Mar', 'cl', -33.0186, -71.5512, ['libertad']),
  street('Gran Vía', 'Centro', 'Madrid', 'es', 40.4203, -3.7058, [], '28013'),
  street('Calle Mayor', 'Centro', 'Madrid', 'es', 40.4155, -3.7074, ['mayor'], '28013'),
  street('Calle del Arenal', 'Centro', 'Madrid', 'es', 40.418, -3.708, ['arenal'], '28013'),
  street('Calle de Alcalá', 'Salamanca', 'Madrid', 'es', 40.421, -3.69, ['alcala'], '28014'),
  street('Calle de Serrano', 'Salamanca', 'Madrid', 'es', 40.428, -3.687, ['serrano'], '28001'),
  street('Paseo de la Castellana', 'Chamartín', 'Madrid', 'es', 40.44, -3.69, ['castellana'], '28046'),
  street('Calle de Atocha', 'Centro', 'Madrid', 'es', 40.411, -3.699, ['atocha'], '28012'),
  street('Calle de Fuencarral', 'Centro', 'Madrid', 'es', 40.428, -3.702, ['fuencarral'], '28004'),
];

const commune = (name: string, ci: string, pa: string, lat: number, lng: number, aliases: string[] = []) => ({
  name,
  aliases,
  ci,
  pa,
  lat,
  lng,
});

export const SANDBOX_COMMUNES: readonly SandboxCommune[] = [
  commune('Santiago', 'Santiago', 'cl', -33.4378, -70.6505, ['santiago centro']),
  commune('Providencia', 'Santiago', 'cl', -33.4314, -70.6093),
  commune('Ñuñoa', 'Santiago', 'cl', -33.4569, -70.5973),
  commune('Las Condes', 'Santiago', 'cl', -33.408, -70.567),
  commune('Vitacura', 'Santiago', 'cl', -33.395, -70.59),
  commune('Recoleta', 'Santiago', 'cl', -33.407, -70.64),
  commune('Independencia', 'Santiago', 'cl', -33.416, -70.666),
  commune('Estación Central', 'Santiago', 'cl', -33.451, -70.684),
  commune('La Reina', 'Santiago', 'cl', -33.445, -70.54),
  commune('Macul', 'Santiago', 'cl', -33.487, -70.599),
  commune('San Miguel', 'Santiago', 'cl', -33.497, -70.651),
  commune('La Florida', 'Santiago', 'cl', -33.522, -70.598),
  commune('Maipú', 'Santiago', 'cl', -33.5106, -70.7572),
  commune('Puente Alto', 'Santiago', 'cl', -33.6117, -70.5758),
  commune('Lo Barnechea', 'Santiago', 'cl', -33.353, -70.518),
  commune('Pudahuel', 'Santiago', 'cl', -33.44, -70.764),
  commune('Quilicura', 'Santiago', 'cl', -33.36, -70.73),
  commune('Valparaíso', 'Valparaíso', 'cl', -33.0472, -71.6127),
  commune('Viña del Mar', 'Viña del Mar', 'cl', -33.0245, -71.5518),
  commune('Centro', 'Madrid', 'es', 40.4168, -3.7038, ['sol']),
  commune('Salamanca', 'Madrid', 'es', 40.43, -3.68),
  commune('Chamberí', 'Madrid', 'es', 40.434, -3.703),
  commune('Retiro', 'Madrid', 'es', 40.411, -3.676),
  commune('Arganzuela', 'Madrid', 'es', 40.4, -3.696),
  commune('Chamartín', 'Madrid', 'es', 40.459, -3.676),
  commune('Latina', 'Madrid', 'es', 40.403, -3.736),
  commune('Vallecas', 'Madrid', 'es', 40.38, -3.65),
];
