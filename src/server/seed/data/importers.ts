/**
 * The demo importers: dealers spread over the eight countries, most of them around the ports and
 * car markets where used cars arrive (Cotonou above all). Phone numbers follow each country's
 * length but are obviously made up; e-mail addresses use the reserved example.com domain.
 */

export interface ImporterRow {
  business: string;
  firstName: string;
  lastName: string;
  /** Must name a city of data/places.ts. */
  city: string;
  address: string;
  /** Relative number of listings. */
  size: number;
  verified: boolean;
}

/** The first row is the demo importer account (+229 97000002). */
export const IMPORTERS: readonly ImporterRow[] = [
  { business: 'Cotonou Auto Import', firstName: 'Rodrigue', lastName: 'Hounsou', city: 'Cotonou', address: 'Lot 214, Zone portuaire, Zongo, Cotonou', size: 6, verified: true },
  { business: 'Dantokpa Motors', firstName: 'Sèna', lastName: 'Adjovi', city: 'Cotonou', address: 'Rue 1045, près du marché Dantokpa, Cotonou', size: 5, verified: true },
  { business: 'Parc Auto Missèbo', firstName: 'Fulbert', lastName: 'Dossou', city: 'Cotonou', address: 'Carré 322, Missèbo, Cotonou', size: 4, verified: true },
  { business: 'Bénin Cars Express', firstName: 'Prudence', lastName: 'Agossou', city: 'Cotonou', address: 'Boulevard de la Marina, Akpakpa, Cotonou', size: 4, verified: false },
  { business: 'Calavi Auto Center', firstName: 'Romaric', lastName: 'Kpadonou', city: 'Abomey-Calavi', address: 'Carrefour Arconville, route de Calavi', size: 2, verified: true },
  { business: 'Ouémé Véhicules', firstName: 'Aurelle', lastName: 'Zinsou', city: 'Porto-Novo', address: 'Avenue Victor Ballot, Porto-Novo', size: 2, verified: true },
  { business: 'Borgou Auto Services', firstName: 'Mathias', lastName: 'Gbaguidi', city: 'Parakou', address: 'Quartier Banikanni, route de Malanville, Parakou', size: 1, verified: false },
  { business: 'Lomé Port Autos', firstName: 'Edem', lastName: 'Akakpo', city: 'Lomé', address: 'Zone portuaire, boulevard du Mono, Lomé', size: 4, verified: true },
  { business: 'Adakpamé Car Market', firstName: 'Yawo', lastName: 'Kpodar', city: 'Lomé', address: 'Marché des véhicules d’Adakpamé, Lomé', size: 3, verified: true },
  { business: 'Togo Import Auto', firstName: 'Afi', lastName: 'Amegah', city: 'Lomé', address: 'Boulevard du 13 Janvier, Nyékonakpoè, Lomé', size: 2, verified: false },
  { business: 'Kara Motors', firstName: 'Essosimna', lastName: 'Tchalla', city: 'Kara', address: 'Route nationale 1, quartier Tomdè, Kara', size: 1, verified: true },
  { business: 'Berger Auto Hub', firstName: 'Chinedu', lastName: 'Okafor', city: 'Lagos', address: '12 Berger Auto Market, Ojodu-Berger, Lagos', size: 5, verified: true },
  { business: 'Tin Can Island Motors', firstName: 'Tunde', lastName: 'Adeyemi', city: 'Lagos', address: '4 Tin Can Island Port Road, Apapa, Lagos', size: 4, verified: true },
  { business: 'Capital Cars Abuja', firstName: 'Ngozi', lastName: 'Eze', city: 'Abuja', address: 'Plot 88, Kado District, Abuja', size: 3, verified: true },
  { business: 'Garden City Autos', firstName: 'Emeka', lastName: 'Nwosu', city: 'Port Harcourt', address: '23 Aba Road, Port Harcourt', size: 2, verified: false },
  { business: 'Sabon Gari Motors', firstName: 'Aminu', lastName: 'Bello', city: 'Kano', address: '7 Murtala Mohammed Way, Sabon Gari, Kano', size: 2, verified: true },
  { business: 'Oyo Auto Traders', firstName: 'Bisi', lastName: 'Ogunleye', city: 'Ibadan', address: 'Ring Road, Challenge, Ibadan', size: 1, verified: true },
  { business: 'Abidjan Auto Import', firstName: 'Kouassi', lastName: 'Yao', city: 'Abidjan', address: 'Boulevard de Vridi, Port-Bouët, Abidjan', size: 4, verified: true },
  { business: 'Adjamé Véhicules d’Occasion', firstName: 'Adama', lastName: 'Coulibaly', city: 'Abidjan', address: 'Adjamé Liberté, près de la gare routière, Abidjan', size: 3, verified: true },
  { business: 'Gbêkê Automobiles', firstName: 'Aya', lastName: 'N’Guessan', city: 'Bouaké', address: 'Quartier Commerce, avenue Houphouët-Boigny, Bouaké', size: 1, verified: false },
  { business: 'Yamoussoukro Cars', firstName: 'Konan', lastName: 'Kouadio', city: 'Yamoussoukro', address: 'Quartier Habitat, Yamoussoukro', size: 1, verified: true },
  { business: 'Abossey Okai Autos', firstName: 'Kwame', lastName: 'Mensah', city: 'Accra', address: 'Abossey Okai Road, Accra', size: 4, verified: true },
  { business: 'Spintex Car Centre', firstName: 'Ama', lastName: 'Owusu', city: 'Accra', address: 'Spintex Road, near Coca-Cola Roundabout, Accra', size: 3, verified: true },
  { business: 'Suame Motors', firstName: 'Kofi', lastName: 'Asante', city: 'Kumasi', address: 'Suame Magazine, Kumasi', size: 2, verified: true },
  { business: 'Tema Harbour Cars', firstName: 'Yaw', lastName: 'Boateng', city: 'Tema', address: 'Community 1, Harbour Road, Tema', size: 2, verified: false },
  { business: 'Dakar Auto Import', firstName: 'Mamadou', lastName: 'Diop', city: 'Dakar', address: 'Route du Front de Terre, Dakar', size: 3, verified: true },
  { business: 'Thiès Automobiles', firstName: 'Fatou', lastName: 'Sow', city: 'Thiès', address: 'Avenue Léopold Sédar Senghor, Thiès', size: 1, verified: true },
  { business: 'Faso Auto Import', firstName: 'Issouf', lastName: 'Ouédraogo', city: 'Ouagadougou', address: 'Avenue Kwame Nkrumah, Ouagadougou', size: 2, verified: true },
  { business: 'Sya Motors', firstName: 'Salif', lastName: 'Sanou', city: 'Bobo-Dioulasso', address: 'Boulevard de la Révolution, Bobo-Dioulasso', size: 1, verified: false },
  { business: 'Sahel Auto Niamey', firstName: 'Hassane', lastName: 'Garba', city: 'Niamey', address: 'Boulevard Mali Béro, Niamey', size: 2, verified: true },
];

/**
 * A made-up local number for importer i, the right length for its country
 * (BJ, TG, BF, NE: 8 digits; SN, GH: 9; NG, CI: 10).
 */
export function importerPhone(dialCode: string, index: number): string {
  const i = String(index + 1).padStart(4, '0');
  switch (dialCode) {
    case '+234':
      return `803000${i}`;
    case '+225':
      return `070100${i}`;
    case '+233':
      return `24400${i}`;
    case '+221':
      return `77100${i}`;
    case '+228':
      return `9001${i}`;
    case '+226':
      return `7010${i}`;
    case '+227':
      return `9010${i}`;
    default:
      return `9701${i}`;
  }
}
