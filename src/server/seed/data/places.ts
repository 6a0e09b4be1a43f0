/** The countries the importers work in and their main cities, with real coordinates (WGS 84). */

export interface CountryRow {
  name: string;
  iso2: string;
  dialCode: string;
  /** [city, latitude, longitude] */
  cities: readonly (readonly [string, number, number])[];
}

export const COUNTRIES: readonly CountryRow[] = [
  {
    name: 'Benin',
    iso2: 'BJ',
    dialCode: '+229',
    cities: [
      ['Cotonou', 6.3654, 2.4183],
      ['Porto-Novo', 6.4969, 2.6289],
      ['Parakou', 9.3372, 2.6303],
      ['Abomey-Calavi', 6.4485, 2.3557],
      ['Bohicon', 7.1782, 2.0667],
    ],
  },
  {
    name: 'Togo',
    iso2: 'TG',
    dialCode: '+228',
    cities: [
      ['Lomé', 6.1319, 1.2228],
      ['Kara', 9.5511, 1.1861],
      ['Sokodé', 8.9833, 1.1333],
      ['Kpalimé', 6.9, 0.6333],
    ],
  },
  {
    name: 'Nigeria',
    iso2: 'NG',
    dialCode: '+234',
    cities: [
      ['Lagos', 6.5244, 3.3792],
      ['Abuja', 9.0765, 7.3986],
      ['Port Harcourt', 4.8156, 7.0498],
      ['Kano', 12.0022, 8.592],
      ['Ibadan', 7.3775, 3.947],
      ['Benin City', 6.335, 5.6037],
    ],
  },
  {
    name: "Côte d'Ivoire",
    iso2: 'CI',
    dialCode: '+225',
    cities: [
      ['Abidjan', 5.36, -4.0083],
      ['Bouaké', 7.69, -5.03],
      ['Yamoussoukro', 6.8276, -5.2893],
      ['San-Pédro', 4.7485, -6.6363],
    ],
  },
  {
    name: 'Ghana',
    iso2: 'GH',
    dialCode: '+233',
    cities: [
      ['Accra', 5.6037, -0.187],
      ['Kumasi', 6.6885, -1.6244],
      ['Tema', 5.6698, -0.0166],
      ['Takoradi', 4.8845, -1.7554],
    ],
  },
  {
    name: 'Senegal',
    iso2: 'SN',
    dialCode: '+221',
    cities: [
      ['Dakar', 14.7167, -17.4677],
      ['Thiès', 14.791, -16.9359],
      ['Saint-Louis', 16.0179, -16.4896],
      ['Touba', 14.85, -15.8833],
    ],
  },
  {
    name: 'Burkina Faso',
    iso2: 'BF',
    dialCode: '+226',
    cities: [
      ['Ouagadougou', 12.3714, -1.5197],
      ['Bobo-Dioulasso', 11.1771, -4.2979],
      ['Koudougou', 12.2526, -2.3627],
    ],
  },
  {
    name: 'Niger',
    iso2: 'NE',
    dialCode: '+227',
    cities: [
      ['Niamey', 13.5116, 2.1254],
      ['Zinder', 13.8069, 8.9881],
      ['Maradi', 13.5, 7.1017],
    ],
  },
];

/** The marketplace's own office, shown on the contact page. */
export const CONTACT = {
  phone: '+229 97 00 00 00',
  email: 'contact@autoimport.example',
  address: 'Lot 12, Avenue Clozel, Ganhi, 01 BP 2468 Cotonou, Benin',
  latitude: 6.3561,
  longitude: 2.4302,
} as const;
