/**
 * The one PostgreSQL schema of the marketplace (PGlite and PostgreSQL alike).
 * Column names are snake_case; the API maps them to the spec's field spelling.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Role ids of SPEC.md §6: dealer (importer) 10, customer 20, admin -1; and editor 30 (issue 18: content only). */
export const ROLE = { dealer: 10, customer: 20, admin: -1, editor: 30 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: smallint('role').notNull().default(ROLE.customer),
    countryCode: text('country_code').notNull(),
    mobileNo: text('mobile_no').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    address: text('address'),
    profilePhoto: text('profile_photo'),
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped to revoke every token issued before (password change, deactivation). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_phone_uq').on(t.countryCode, t.mobileNo)],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  iso2: text('iso2').notNull().unique(),
  dialCode: text('dial_code').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('cities_country_idx').on(t.countryId)],
);

/** Importer (dealer) profile, one per dealer user. */
export const importers = pgTable(
  'importers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    businessName: text('business_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    countryCode: text('country_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** 'countrycode-number', as SPEC.md §3 writes it, e.g. '229-97123456'. */
    whatsAppNumber: text('whatsapp_number'),
    address: text('address'),
    email: text('email'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    cityId: integer('city_id').references(() => cities.id),
    countryId: integer('country_id').references(() => countries.id),
    profilePhoto: text('profile_photo'),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('importers_country_idx').on(t.countryId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('models_brand_name_uq').on(t.brandId, t.name)],
);

export const bodyTypes = pgTable('body_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const bodyStyles = pgTable('body_styles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const fuelTypes = pgTable('fuel_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const transmissions = pgTable('transmissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Equipment kinds of getMasters: standard 10, optional 20. */
export const EQUIPMENT_KIND = { standard: 10, optional: 20 } as const;

export const equipment = pgTable(
  'equipment',
  {
    id: serial('id').primaryKey(),
    kind: smallint('kind').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('equipment_kind_idx').on(t.kind)],
);

/** Car status: only published cars are shown. */
export const CAR_STATUS = { draft: 0, published: 1, sold: 2, removed: 3 } as const;
/** Condition of SPEC.md §9: 1 new, 0 used. */
export const CONDITION = { used: 0, new: 1 } as const;

/** The columns a car list filters on besides status and price (car-list.query.ts, carListWhere). */
const FILTERED = [
  'brandId',
  'modelId',
  'bodyTypeId',
  'countryId',
  'cityId',
  'fuelTypeId',
  'transmissionId',
  'condition',
  'manufYear',
  'kmsDriven',
] as const;
const sortIndexFilters = <T extends Record<(typeof FILTERED)[number], ExtraConfigColumn>>(t: T) =>
  FILTERED.map((name) => t[name]);

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    importerId: integer('importer_id')
      .notNull()
      .references(() => importers.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    bodyTypeId: integer('body_type_id').references(() => bodyTypes.id),
    bodyStyleId: integer('body_style_id').references(() => bodyStyles.id),
    fuelTypeId: integer('fuel_type_id').references(() => fuelTypes.id),
    transmissionId: integer('transmission_id').references(() => transmissions.id),
    /** The importer's city and country, copied here so filters need no join. */
    cityId: integer('city_id').references(() => cities.id),
    countryId: integer('country_id').references(() => countries.id),
    vin: text('vin').notNull(),
    manufYear: smallint('manuf_year').notNull(),
    /** Max power as the spec shows it: 'bhp@rpm', e.g. '150@6000'. */
    engineHorsePower: text('engine_horse_power'),
    kmsDriven: integer('kms_driven'),
    numberOfSeats: smallint('number_of_seats'),
    seatingCapacity: smallint('seating_capacity'),
    vehicleClass: text('vehicle_class'),
    vehicleType: text('vehicle_type'),
    color: text('color'),
    /** Price in whole CFA francs. */
    price: integer('price').notNull(),
    condition: smallint('condition').notNull().default(CONDITION.used),
    status: smallint('status').notNull().default(CAR_STATUS.published),
    standardEquipment: integer('standard_equipment')
      .array()
      .notNull()
      .default(sql`'{}'`),
    optionalEquipment: integer('optional_equipment')
      .array()
      .notNull()
      .default(sql`'{}'`),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** Lower-case, accent-free text of maker, model, body type, year, VIN, city, country (searched in car_search). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Issue 23: when the car was last published (listed): set by the seeder (its listing date) and by an
     * importer's publish or republish; kept when it is sold or unpublished. Null: never published.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    // One index per filter and sort of SPEC.md §9, each led by status (only published cars show)
    // and ended by id, the tie-breaker that keeps paging stable.
    index('cars_status_id_idx').on(t.status, t.id),
    index('cars_brand_idx').on(t.status, t.brandId, t.id),
    index('cars_model_idx').on(t.status, t.modelId, t.id),
    index('cars_body_type_idx').on(t.status, t.bodyTypeId, t.id),
    index('cars_country_idx').on(t.status, t.countryId, t.id),
    index('cars_condition_idx').on(t.status, t.condition, t.id),
    // The three sorts' indexes end with every column a list filters on (after id, so the order is the
    // same): a sorted, filtered page is walked in the index alone, each filter checked in the B-tree,
    // instead of fetching each car from the table to test it (drizzle/0018_sort_index_filters.sql).
    index('cars_price_idx').on(t.status, t.price, t.id, ...sortIndexFilters(t)),
    index('cars_latest_idx').on(t.status, t.publishedAt.desc(), t.id.desc(), t.price, ...sortIndexFilters(t)),
    index('cars_popular_idx').on(
      t.status,
      t.likeCount.desc(),
      t.viewCount.desc(),
      t.id,
      t.price,
      ...sortIndexFilters(t),
    ),
    index('cars_importer_idx').on(t.importerId, t.status, t.id),
  ],
);

/**
 * How many published cars each combination of the list filters holds, kept exact by the triggers of
 * drizzle/0002_car_counts.sql (insert, delete, truncate, and updates of these columns or status).
 * getAllCar's rowCount sums a few thousand of these rows instead of counting up to a million cars.
 * Ids that are null on the car are stored as 0; price_band is car_price_band(price), whose edges are
 * the budget options' bounds (car-counts.ts).
 */
export const carCounts = pgTable(
  'car_counts',
  {
    brandId: integer('brand_id').notNull(),
    modelId: integer('model_id').notNull(),
    bodyTypeId: integer('body_type_id').notNull(),
    countryId: integer('country_id').notNull(),
    condition: smallint('condition').notNull(),
    priceBand: smallint('price_band').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'car_counts_pk',
      columns: [t.brandId, t.modelId, t.bodyTypeId, t.countryId, t.condition, t.priceBand],
    }),
    // A filter on one of these reads its rows only (brand has the primary key's prefix).
    index('car_counts_model_idx').on(t.modelId),
    index('car_counts_body_type_idx').on(t.bodyTypeId),
    index('car_counts_country_idx').on(t.countryId),
  ],
);

/**
 * car_counts summed over brand, model, body type and country: the published cars per condition and
 * price band (a few dozen rows), kept by the statement triggers of drizzle/0004_car_totals.sql on
 * car_counts. A list with no filter, or filtered by condition and budget only, is counted here: at a
 * million cars summing car_counts' ~11k rows took 1–1.6 ms of every such call.
 */
export const carTotals = pgTable(
  'car_totals',
  {
    condition: smallint('condition').notNull(),
    priceBand: smallint('price_band').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'car_totals_pk', columns: [t.condition, t.priceBand] })],
);

/**
 * The search text of published cars only, kept in step with cars by the triggers of
 * drizzle/0003_car_search.sql (inserts, updates of status or search_text); deletes and truncates
 * follow the foreign key.
 * carSearchText reads this narrow table (about 90 bytes a row against the cars row's 350) through
 * its trigram index: a broad search rechecks a few thousand short rows instead of wide ones.
 */
export const carSearch = pgTable(
  'car_search',
  {
    carId: integer('car_id')
      .primaryKey()
      .references(() => cars.id, { onDelete: 'cascade' }),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('car_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

/** Media type of SPEC.md §3: 'I' image, anything else video ('V'). */
export const carMedia = pgTable(
  'car_media',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
  },
  (t) => [
    index('car_media_car_idx').on(t.carId, t.sortOrder),
    uniqueIndex('car_media_main_uq')
      .on(t.carId)
      .where(sql`${t.isMain}`),
  ],
);

/** The wish list: one row per (user, car) like. */
export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.carId] }),
    index('likes_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  fileName: text('file_name').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Content page slugs of getPage. */
export const PAGE_SLUGS = ['TermAndCondition', 'PrivacyPolicy'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
export const LANGS = ['en', 'fr', 'sp'] as const;
export type Lang = (typeof LANGS)[number];

export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    html: text('html').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_pages_slug_lang_uq').on(t.slug, t.lang)],
);

/** Contact strings of getMasters 0/160: String2 phone, String3 e-mail, String4 address. */
export const contactInfo = pgTable('contact_info', {
  id: integer('id').primaryKey().default(1),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  /** When set, the contact page's map uses these instead of geocoding the address. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  updatedAt: updatedAt(),
});

/**
 * The studio (issue 18): every publish or revert of a content document (kind × lang: terms and privacy
 * in en/fr/sp, contact in 'en') keeps a version; content_pages / contact_info hold what is live.
 * body: `{ html }` for terms and privacy, the contact fields for contact.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    body: jsonb('body').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'publish' or 'revert'. */
    action: text('action').notNull(),
    revertedFrom: integer('reverted_from'),
    createdAt: createdAt(),
  },
  (t) => [index('content_versions_doc_idx').on(t.kind, t.lang, t.id.desc())],
);

/** The one unpublished draft of a document, if any. */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    body: jsonb('body').notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.lang] })],
);

/**
 * A document's revision, bumped by every draft save, publish and revert (absent = 0): a save made on
 * an older revision is refused. changed_by/changed_at name who made the current revision.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    revision: integer('revision').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.lang] })],
);

export const PUBLISH_STATUSES = ['queued', 'building', 'live', 'failed'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** A publish (or revert) waiting for, or done with, the rebuild of its pages (src/server/publish/). */
export const contentPublishes = pgTable(
  'content_publishes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    versionId: integer('version_id')
      .notNull()
      .references(() => contentVersions.id),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('content_publishes_status_idx').on(t.status, t.id)],
);

/**
 * The files the last publishes put on the site (pages and their hashed assets), so that every instance
 * serving its own dist/ installs them too (src/server/publish/site-sync.ts). `generation` grows with
 * each publish; an instance installs the rows newer than the last one it has.
 */
export const siteFiles = pgTable(
  'site_files',
  {
    /** dist-relative, e.g. 'fr/terms_condition/index.html' or '_astro/page.Ab12.js'. */
    path: text('path').primaryKey(),
    /** The file's bytes, base64 (portable across PostgreSQL drivers and PGlite). */
    bodyBase64: text('body_base64').notNull(),
    contentType: text('content_type').notNull(),
    generation: integer('generation').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('site_files_generation_idx').on(t.generation)],
);

export const OTP_PURPOSES = ['register', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    mobileNo: text('mobile_no').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    sendCount: smallint('send_count').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when the phone proof issued for this verification is spent. */
    proofUsedAt: timestamp('proof_used_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verifications_phone_idx').on(t.countryCode, t.mobileNo, t.createdAt)],
);

export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reset_tokens_user_idx').on(t.userId)],
);

/**
 * An ad's words in one language (issue 19): the site writes them as HTML over the picture, which
 * carries none. `link` is a page of the site without its language segment (`car_list?body=3`);
 * the site puts the page's language in front.
 */
export const adTexts = pgTable(
  'ad_texts',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    linkText: text('link_text').notNull().default(''),
    link: text('link'),
  },
  (t) => [primaryKey({ columns: [t.adId, t.lang] })],
);

/**
 * Detail views (issue 20): one row per visitor, car and UTC day, so a car's view counts once per visitor
 * and day. `visitor` is 'u<user id>' or an HMAC of address and user agent (no address is stored). Rows
 * are folded into cars.view_count in batches (src/server/cars/car-views.ts), so a view never rewrites the
 * popular index the list reads; folded rows of past days are deleted.
 */
export const carViews = pgTable(
  'car_views',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    /** Added to cars.view_count already. */
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.carId, t.day, t.visitor] }),
    index('car_views_unfolded_idx')
      .on(t.carId)
      .where(sql`not ${t.folded}`),
  ],
);

/**
 * Issue 19: the reference values a buyer reads (body types and styles, fuels, gearboxes, equipment,
 * countries, cities, and the cars' free-text class, type and colour) in French and Spanish, keyed by
 * kind and the English name as stored. English has no rows: it is the stored name. Read once a minute
 * per process (src/server/masters/reference-names.ts); written by drizzle/0009 and the seeder.
 */
export const referenceNames = pgTable(
  'reference_names',
  {
    /** 'body_type', 'country', 'colour', … (src/server/seed/data/reference-names.ts REFERENCE_KINDS). */
    kind: text('kind').notNull(),
    /** The English name, as stored in the reference table or the car's column. */
    en: text('en').notNull(),
    /** 'fr' or 'sp'. */
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ name: 'reference_names_pk', columns: [t.kind, t.en, t.lang] })],
);

/**
 * Issue 23: every change of a car's price, written by the trigger of drizzle/0010_car_price_changes.sql
 * (so no writer can forget one). The detail and the wish list show a token holder the last drop.
 */
export const carPriceChanges = pgTable(
  'car_price_changes',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('car_price_changes_car_idx').on(t.carId, t.changedAt.desc(), t.id.desc())],
);

/**
 * Issue 23: what an admin checked before marking an importer verified (importers.verified is the flag
 * every list reads; this row says what was checked and when). Unverifying deletes the row and clears
 * the flag in one transaction (src/server/dealers/importer-verification.ts).
 */
export const importerVerifications = pgTable('importer_verifications', {
  importerId: integer('importer_id')
    .primaryKey()
    .references(() => importers.id, { onDelete: 'cascade' }),
  /** The business licence (RCCM) number as checked. */
  licenceNumber: text('licence_number').notNull(),
  /** The IFU (tax identification) number as checked. */
  ifuNumber: text('ifu_number').notNull(),
  /** The day the papers were checked. */
  checkedOn: date('checked_on').notNull(),
  verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Issue 23: why a buyer reports a listing. */
export const REPORT_REASONS = ['sold', 'wrongPrice', 'wrongPhotos', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Issue 23: a buyer's report of a listing, one per buyer and car. */
export const carReports = pgTable(
  'car_reports',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    /** The buyer's words; required for 'other'. */
    text: text('text'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('car_reports_car_user_uq').on(t.carId, t.userId),
    index('car_reports_created_idx').on(t.id.desc()),
  ],
);

/**
 * Issue 23: a car an admin took off the site. The car's status becomes CAR_STATUS.removed in the same
 * transaction, so lists, counts (car_counts triggers) and search (car_search triggers) drop it at once;
 * this row says who did it and why, and keeps an importer from publishing it again.
 */
export const carUnpublications = pgTable('car_unpublications', {
  carId: integer('car_id')
    .primaryKey()
    .references(() => cars.id, { onDelete: 'cascade' }),
  byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The status the car had before (to publish it again). */
  previousStatus: smallint('previous_status').notNull(),
  createdAt: createdAt(),
});

/**
 * Issue 23: a buyer's saved car-list search (at most SAVED_SEARCH_LIMIT each, src/server/alerts/).
 * `filterString` is the grammar's string (src/lib/filter-string.ts), so every filter kind it knows is
 * matched unchanged; `listQuery` is the car list's URL search part, so Open and the alert's link show
 * the list as the buyer saw it. `lang`: the page's language when saved (the alert's language).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchText: text('search_text').notNull().default(''),
    filterString: text('filter_string').notNull().default(''),
    sort: smallint('sort').notNull().default(0),
    listQuery: text('list_query').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    /** Set while its alert is paused (My Account, or the stop link of a message). */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    uniqueIndex('saved_searches_same_uq').on(t.userId, t.searchText, t.filterString, t.sort),
  ],
);

/** Issue 23: the channels a buyer may choose for their alert digest. */
export const ALERT_CHANNELS = ['sms', 'whatsapp'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** Issue 23: a buyer's alert settings; no row means price drops of liked cars are on, in English, by SMS. */
export const alertSettings = pgTable('alert_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lang: text('lang').notNull().default('en'),
  /** Set while the price-drop alert of liked cars is paused. */
  priceDropsPausedAt: timestamp('price_drops_paused_at', { withTimezone: true }),
  /** When they were last resumed: a drop made before (while paused) is never told, even on a re-scan. */
  priceDropsResumedAt: timestamp('price_drops_resumed_at', { withTimezone: true }),
  /** How the digest reaches the buyer: 'sms' (default) or 'whatsapp' (ALERT_CHANNELS). */
  channel: text('channel', { enum: ALERT_CHANNELS }).notNull().default('sms'),
  updatedAt: updatedAt(),
});

/** Issue 23: how far the alert matcher has read cars published and prices changed (database time). */
export const alertWatermarks = pgTable('alert_watermarks', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/**
 * Issue 23: one row per digest message, claimed (INSERT … ON CONFLICT DO NOTHING) before it is sent,
 * so a buyer gets at most one a day (`day`: the buyer's local date) whoever runs the job. 'sending'
 * rows whose claim is older than the lease were left by a dead worker and are taken over.
 */
export const alertDigests = pgTable(
  'alert_digests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    status: text('status').notNull().default('sending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    text: text('text'),
  },
  (t) => [uniqueIndex('alert_digests_user_day_uq').on(t.userId, t.day)],
);

/** Issue 23: a car published that matches a saved search, once per (search, car); `digestId` once told. */
export const alertMatches = pgTable(
  'alert_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foundAt: createdAt(),
    digestId: integer('digest_id').references(() => alertDigests.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.carId] }),
    index('alert_matches_pending_idx')
      .on(t.userId)
      .where(sql`${t.digestId} is null`),
  ],
);

/** Issue 23: a price drop of a car a buyer likes, once per (buyer, price change). */
export const alertPriceDrops = pgTable(
  'alert_price_drops',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priceChangeId: integer('price_change_id').notNull(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    foundAt: createdAt(),
    digestId: integer('digest_id').references(() => alertDigests.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.priceChangeId] }),
    index('alert_price_drops_pending_idx')
      .on(t.userId)
      .where(sql`${t.digestId} is null`),
  ],
);
