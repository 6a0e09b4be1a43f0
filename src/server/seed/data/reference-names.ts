/**
 * The French and Spanish names of the reference values a buyer reads (issue 19), keyed by kind and the
 * English name as stored (tables' `name`, or the cars' free-text class, type and colour). Makers and
 * models have none: they are the same everywhere. A value missing here, or the same in a language,
 * shows in English. drizzle/0009_reference_names.sql inserts exactly these rows into existing databases
 * (a test keeps the two equal); the seeder writes them again after a reset.
 */

import type { ReferenceKind } from '../../masters/reference-names.ts';
import { REFERENCE_KINDS } from '../../masters/reference-names.ts';

/** English → [French, Spanish]. */
type Names = Readonly<Record<string, readonly [fr: string, sp: string]>>;

export const REFERENCE_NAMES: Readonly<Record<ReferenceKind, Names>> = {
  body_type: {
    Sedan: ['Berline', 'Sedán'],
    Hatchback: ['Citadine', 'Compacto'],
    SUV: ['SUV', 'SUV'],
    Crossover: ['Crossover', 'Crossover'],
    Pickup: ['Pick-up', 'Pick-up'],
    Van: ['Fourgon', 'Furgoneta'],
    Minibus: ['Minibus', 'Microbús'],
    Coupe: ['Coupé', 'Cupé'],
    Wagon: ['Break', 'Familiar'],
    Truck: ['Camion', 'Camión'],
  },
  body_style: {
    '4-door saloon': ['Berline 4 portes', 'Sedán de 4 puertas'],
    '5-door': ['5 portes', '5 puertas'],
    '3-door': ['3 portes', '3 puertas'],
    'Double cab': ['Double cabine', 'Cabina doble'],
    'Extended cab': ['Cabine approfondie', 'Cabina extendida'],
    'Single cab': ['Cabine simple', 'Cabina simple'],
    'Passenger van': ['Fourgon passagers', 'Furgoneta de pasajeros'],
    'Panel van': ['Fourgon tôlé', 'Furgón'],
    'High roof': ['Toit surélevé', 'Techo alto'],
    'Standard roof': ['Toit standard', 'Techo estándar'],
    '2-door': ['2 portes', '2 puertas'],
    '5-door estate': ['Break 5 portes', 'Familiar de 5 puertas'],
    'Box body': ['Caisse fourgon', 'Caja cerrada'],
    Flatbed: ['Plateau', 'Plataforma'],
    Tipper: ['Benne', 'Volquete'],
  },
  fuel_type: {
    Petrol: ['Essence', 'Gasolina'],
    Diesel: ['Diesel', 'Diésel'],
    Hybrid: ['Hybride', 'Híbrido'],
    Electric: ['Électrique', 'Eléctrico'],
    LPG: ['GPL', 'GLP'],
  },
  transmission: {
    Manual: ['Manuelle', 'Manual'],
    Automatic: ['Automatique', 'Automática'],
    CVT: ['Automatique CVT', 'Automática CVT'],
  },
  equipment: {
    'Air Conditioning': ['Climatisation', 'Aire acondicionado'],
    'Power Steering': ['Direction assistée', 'Dirección asistida'],
    ABS: ['ABS', 'ABS'],
    'Driver Airbag': ['Airbag conducteur', 'Airbag del conductor'],
    'Passenger Airbag': ['Airbag passager', 'Airbag del acompañante'],
    'Side Airbags': ['Airbags latéraux', 'Airbags laterales'],
    'Central Locking': ['Verrouillage centralisé', 'Cierre centralizado'],
    'Remote Keyless Entry': ['Ouverture à distance', 'Apertura a distancia'],
    'Power Windows': ['Vitres électriques', 'Elevalunas eléctricos'],
    'Electric Mirrors': ['Rétroviseurs électriques', 'Retrovisores eléctricos'],
    'Radio / USB Audio': ['Radio / audio USB', 'Radio / audio USB'],
    Bluetooth: ['Bluetooth', 'Bluetooth'],
    Immobiliser: ['Antidémarrage', 'Inmovilizador'],
    'Alloy Wheels': ['Jantes en alliage', 'Llantas de aleación'],
    'Fog Lights': ['Antibrouillards', 'Faros antiniebla'],
    'Rear Window Defogger': ['Dégivrage de la lunette arrière', 'Desempañador de luneta trasera'],
    'Tinted Windows': ['Vitres teintées', 'Lunas tintadas'],
    'Cruise Control': ['Régulateur de vitesse', 'Control de crucero'],
    'Electronic Stability Control': ['Contrôle de stabilité (ESP)', 'Control de estabilidad (ESP)'],
    'Traction Control': ['Antipatinage', 'Control de tracción'],
    'ISOFIX Child Seat Anchors': ['Fixations ISOFIX pour siège enfant', 'Anclajes ISOFIX para silla infantil'],
    'Adjustable Steering Column': ['Colonne de direction réglable', 'Volante regulable'],
    'Tyre Pressure Monitoring': ['Surveillance de la pression des pneus', 'Control de presión de neumáticos'],
    'Full-size Spare Wheel': ['Roue de secours normale', 'Rueda de repuesto normal'],
    'Hill Start Assist': ['Aide au démarrage en côte', 'Asistente de arranque en pendiente'],
    Sunroof: ['Toit ouvrant', 'Techo solar'],
    'Leather Seats': ['Sièges en cuir', 'Asientos de cuero'],
    'Reverse Camera': ['Caméra de recul', 'Cámara de marcha atrás'],
    'Parking Sensors': ['Radars de stationnement', 'Sensores de aparcamiento'],
    'Navigation System': ['Système de navigation', 'Sistema de navegación'],
    'Apple CarPlay / Android Auto': ['Apple CarPlay / Android Auto', 'Apple CarPlay / Android Auto'],
    'Dual-zone Climate Control': ['Climatisation bizone', 'Climatizador bizona'],
    'Heated / Ventilated Seats': ['Sièges chauffants / ventilés', 'Asientos calefactables / ventilados'],
    'Power Driver Seat': ['Siège conducteur électrique', 'Asiento del conductor eléctrico'],
    'LED Headlights': ['Phares LED', 'Faros LED'],
    '360° Camera': ['Caméra 360°', 'Cámara 360°'],
    'Push-button Start': ['Démarrage sans clé', 'Arranque por botón'],
    'Roof Rails': ['Barres de toit', 'Barras de techo'],
    'Tow Bar': ['Attelage', 'Enganche de remolque'],
    'Third Row Seats': ['Troisième rangée de sièges', 'Tercera fila de asientos'],
    'Power Tailgate': ['Hayon électrique', 'Portón trasero eléctrico'],
    'Premium Sound System': ['Système audio haut de gamme', 'Sistema de sonido premium'],
    'Blind Spot Monitoring': ['Surveillance des angles morts', 'Detector de ángulo muerto'],
    'Lane Keeping Assist': ['Aide au maintien dans la voie', 'Asistente de mantenimiento de carril'],
    'Adaptive Cruise Control': ['Régulateur de vitesse adaptatif', 'Control de crucero adaptativo'],
  },
  // As the home page's hero and the site description write them (public/assets/i18n/*.json).
  country: {
    Benin: ['Bénin', 'Benín'],
    Togo: ['Togo', 'Togo'],
    Nigeria: ['Nigeria', 'Nigeria'],
    "Côte d'Ivoire": ["Côte d'Ivoire", 'Costa de Marfil'],
    Ghana: ['Ghana', 'Ghana'],
    Senegal: ['Sénégal', 'Senegal'],
    'Burkina Faso': ['Burkina Faso', 'Burkina Faso'],
    Niger: ['Niger', 'Níger'],
  },
  // Only the cities a language spells differently.
  city: {
    Cotonou: ['Cotonou', 'Cotonú'],
    'Porto-Novo': ['Porto-Novo', 'Porto Novo'],
    'Benin City': ['Benin City', 'Ciudad de Benín'],
    Abidjan: ['Abidjan', 'Abiyán'],
    Accra: ['Accra', 'Acra'],
    'Saint-Louis': ['Saint-Louis', 'San Luis'],
    Ouagadougou: ['Ouagadougou', 'Uagadugú'],
  },
  colour: {
    White: ['Blanc', 'Blanco'],
    Silver: ['Argent', 'Plata'],
    Black: ['Noir', 'Negro'],
    Grey: ['Gris', 'Gris'],
    Blue: ['Bleu', 'Azul'],
    Red: ['Rouge', 'Rojo'],
    Beige: ['Beige', 'Beige'],
    Brown: ['Marron', 'Marrón'],
    Green: ['Vert', 'Verde'],
    Orange: ['Orange', 'Naranja'],
  },
  vehicle_class: {
    Economy: ['Économique', 'Económico'],
    Compact: ['Compacte', 'Compacto'],
    'Mid-size': ['Intermédiaire', 'Mediano'],
    'Full-size': ['Grande routière', 'Grande'],
    Premium: ['Haut de gamme', 'Gama alta'],
    Luxury: ['Luxe', 'Lujo'],
    Utility: ['Utilitaire', 'Utilitario'],
    Minibus: ['Minibus', 'Microbús'],
    'Light truck': ['Camion léger', 'Camión ligero'],
  },
  vehicle_type: {
    'Passenger car (FWD)': ['Voiture particulière (traction)', 'Turismo (tracción delantera)'],
    'Passenger car (RWD)': ['Voiture particulière (propulsion)', 'Turismo (tracción trasera)'],
    '4x4 (4WD)': ['4x4 (quatre roues motrices)', '4x4 (tracción total)'],
    '4x2 (2WD)': ['4x2 (deux roues motrices)', '4x2 (tracción simple)'],
    AWD: ['Transmission intégrale', 'Tracción integral'],
    'Light commercial': ['Utilitaire léger', 'Vehículo comercial ligero'],
    'Passenger transport': ['Transport de personnes', 'Transporte de pasajeros'],
    'Goods vehicle (3.5–7.5 t)': ['Véhicule de marchandises (3,5–7,5 t)', 'Vehículo de mercancías (3,5–7,5 t)'],
    'Goods vehicle (over 7.5 t)': ['Véhicule de marchandises (plus de 7,5 t)', 'Vehículo de mercancías (más de 7,5 t)'],
  },
};

/** One row of reference_names. */
export interface ReferenceNameRow {
  kind: ReferenceKind;
  en: string;
  lang: 'fr' | 'sp';
  name: string;
}

/** Every translation as rows of reference_names, in a fixed order. */
export function referenceNameRows(): ReferenceNameRow[] {
  return REFERENCE_KINDS.flatMap((kind) =>
    Object.entries(REFERENCE_NAMES[kind]).flatMap(([en, [fr, sp]]) => [
      { kind, en, lang: 'fr' as const, name: fr },
      { kind, en, lang: 'sp' as const, name: sp },
    ]),
  );
}
