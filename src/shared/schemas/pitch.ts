import { z } from 'zod';
import { hasControlBesidesLineBreaks } from '#shared/schemas/contact.ts';
import { earnedBadgeSchema } from '#shared/schemas/progress.ts';
import { SAFE_TEXT_MESSAGE, safeText } from '#shared/schemas/safe-text.ts';
import {
  ANSWER_MAX_LENGTH,
  CHART_POINTS_MAX,
  DECK_SLIDES_MAX,
  DECK_TITLE_MAX,
  FRAMEWORK_IDS,
  NUMBER_TOPICS,
  QUESTION_KEYS,
  QUESTION_KINDS,
  SLIDE_BULLET_MAX,
  SLIDE_BULLETS_MAX,
  SLIDE_LAYOUTS,
  SLIDE_NOTES_MAX,
  SLIDE_TITLE_MAX,
} from '#shared/pitch/frameworks.ts';
import { THEME_IDS } from '#shared/pitch/themes.ts';

/** Text that may run over several lines (answers, notes): line breaks and tabs only. */
const multiline = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasControlBesidesLineBreaks(value), SAFE_TEXT_MESSAGE);

// ——— Frameworks ———

export const pitchQuestionSchema = z
  .object({
    key: z.enum(QUESTION_KEYS),
    label: z.string(),
    example: z.string(),
    kind: z.enum(QUESTION_KINDS),
    optional: z.boolean().optional(),
  })
  .meta({ id: 'PitchQuestion' });

export const frameworkSlideSchema = z
  .object({
    key: z.string(),
    title: z.string(),
    purpose: z.string(),
    questions: z.array(pitchQuestionSchema),
    wordBudget: z.number().int(),
    expectsNumbers: z.boolean(),
    numberTopic: z.enum(NUMBER_TOPICS).optional(),
    layout: z.enum(SLIDE_LAYOUTS),
  })
  .meta({ id: 'PitchFrameworkSlide' });

export const frameworkSchema = z
  .object({
    id: z.enum(FRAMEWORK_IDS),
    name: z.string(),
    summary: z.string(),
    maxSlides: z.number().int(),
    slides: z.array(frameworkSlideSchema),
  })
  .meta({ id: 'PitchFramework' });
export const frameworkListSchema = z.array(frameworkSchema).meta({ id: 'PitchFrameworkList' });

// ——— Answers and slides ———

/** The founder's answers by question key; unknown keys are refused. */
export const pitchAnswersSchema = z
  .partialRecord(z.enum(QUESTION_KEYS), multiline(ANSWER_MAX_LENGTH))
  .meta({ id: 'PitchAnswers' });

export const bigNumberSchema = z
  .object({
    value: safeText(40).describe('As shown, e.g. "$1.5M" or "96%"'),
    label: safeText(120),
  })
  .meta({ id: 'PitchBigNumber' });

export const CHART_KINDS = ['market', 'traction'] as const;
export const chartSchema = z
  .object({
    kind: z.enum(CHART_KINDS).describe('market: TAM/SAM/SOM; traction: a series over time'),
    title: safeText(120),
    /** Prefix of the values when they are money ("$"), empty otherwise. */
    unit: safeText(8),
    points: z
      .array(z.object({ label: safeText(40), value: z.number().finite().min(0).max(1e15) }))
      .min(1)
      .max(CHART_POINTS_MAX),
  })
  .meta({ id: 'PitchChart' });
export type PitchChart = z.infer<typeof chartSchema>;

/**
 * One slide. Every layout reads `title` and `bullets`: `twoColumns` puts the bullets before `splitAt`
 * (default: half, rounded up) on the left under `columnTitles[0]`, the rest on the right; `teamGrid` shows each bullet as a card ("Name — role — why",
 * split on the dashes); `title` shows `subtitle` under the title; `bigNumber` and `chart` add their
 * figure beside the bullets. `notes` are the speaker's and never shown to link viewers.
 */
export const slideSchema = z
  .object({
    id: safeText(64).min(1),
    key: safeText(40).min(1).describe('The framework slide it answers, or "custom"'),
    layout: z.enum(SLIDE_LAYOUTS),
    title: safeText(SLIDE_TITLE_MAX),
    subtitle: safeText(SLIDE_BULLET_MAX).optional(),
    bullets: z.array(safeText(SLIDE_BULLET_MAX)).max(SLIDE_BULLETS_MAX),
    splitAt: z.number().int().min(0).max(SLIDE_BULLETS_MAX).optional(),
    columnTitles: z.tuple([safeText(60), safeText(60)]).optional(),
    bigNumber: bigNumberSchema.nullable().optional(),
    chart: chartSchema.nullable().optional(),
    notes: multiline(SLIDE_NOTES_MAX),
  })
  .meta({ id: 'PitchSlide' });
export type PitchSlide = z.infer<typeof slideSchema>;
export const slidesSchema = z.array(slideSchema).max(DECK_SLIDES_MAX);

export const WRITERS = ['composer', 'model'] as const;
export type DeckWriter = (typeof WRITERS)[number];

/** What a link shows after the owner saves again: the newest deck, or the version it was pinned to. */
export const SHARE_FOLLOWS = ['latest', 'pinned'] as const;
export type ShareFollows = (typeof SHARE_FOLLOWS)[number];
/** A link's password: long enough to be one, short enough to bound the hashing work. */
export const SHARE_PASSWORD_MIN = 6;
export const SHARE_PASSWORD_MAX = 128;
const sharePasswordSchema = z
  .string()
  .min(SHARE_PASSWORD_MIN, `Use at least ${SHARE_PASSWORD_MIN} characters.`)
  .max(SHARE_PASSWORD_MAX, `Use at most ${SHARE_PASSWORD_MAX} characters.`);

export const deckShareStateSchema = z
  .object({
    active: z.boolean().describe('A link exists, is not revoked and has not expired'),
    createdAt: z.string().describe('ISO 8601'),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    protected: z.boolean().describe('Viewers must enter a password first'),
    follows: z
      .enum(SHARE_FOLLOWS)
      .describe('`latest`: the deck as it is now; `pinned`: as it was when pinned'),
    pinnedVersion: z.number().int().nullable().describe('The deck version a pinned link shows'),
  })
  .meta({ id: 'PitchShareState' });

export const deckSchema = z
  .object({
    id: z.string(),
    framework: z.enum(FRAMEWORK_IDS),
    title: z.string(),
    theme: z.enum(THEME_IDS),
    answers: pitchAnswersSchema,
    slides: z.array(slideSchema),
    writtenBy: z.enum(WRITERS),
    /** Incremented on every save; send it back as `baseVersion` to avoid overwriting another tab. */
    version: z.number().int(),
    share: deckShareStateSchema.nullable().describe('The latest share link, if any'),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'PitchDeck' });
export type Deck = z.infer<typeof deckSchema>;

/** The answer to creating a deck: the deck and any badges creating it earned. */
export const deckCreatedSchema = deckSchema
  .extend({ newBadges: z.array(earnedBadgeSchema).optional() })
  .meta({ id: 'PitchDeckCreated' });

export const deckSummarySchema = z
  .object({
    id: z.string(),
    framework: z.enum(FRAMEWORK_IDS),
    title: z.string(),
    theme: z.enum(THEME_IDS),
    slideCount: z.number().int(),
    writtenBy: z.enum(WRITERS),
    updatedAt: z.string(),
  })
  .meta({ id: 'PitchDeckSummary' });
export const deckListSchema = z
  .object({
    items: z.array(deckSummarySchema),
    /** How many decks this plan allows; null when unlimited. */
    limit: z.number().int().nullable(),
  })
  .meta({ id: 'PitchDeckList' });
export type DeckList = z.infer<typeof deckListSchema>;

// ——— Request bodies ———

const deckTitle = safeText(DECK_TITLE_MAX, { trim: true }).min(1, 'Give the deck a title.');

/** Body of `POST /api/pitch/decks`. Slides are composed from the answers on the server. */
export const deckCreateSchema = z
  .object({
    framework: z.enum(FRAMEWORK_IDS),
    title: deckTitle,
    answers: pitchAnswersSchema.optional(),
    theme: z.enum(THEME_IDS).optional(),
  })
  .strict()
  .meta({ id: 'PitchDeckCreate' });
export type DeckCreate = z.input<typeof deckCreateSchema>;

/**
 * Body of `PATCH /api/pitch/decks/:id`: any of the editable fields. With `baseVersion`, a deck saved
 * since (another tab) answers 409 `deck_conflict` instead of being overwritten.
 */
export const deckPatchSchema = z
  .object({
    title: deckTitle,
    theme: z.enum(THEME_IDS),
    framework: z.enum(FRAMEWORK_IDS),
    answers: pitchAnswersSchema,
    slides: slidesSchema,
    baseVersion: z.number().int().min(0),
  })
  .partial()
  .strict()
  .meta({ id: 'PitchDeckPatch' });
export type DeckPatch = z.input<typeof deckPatchSchema>;

/**
 * Body of `POST /api/pitch/decks/:id/generate`. `auto` uses the model when the plan and the server
 * allow it, otherwise the composer; `model` without Premium is 403 `premium_required`.
 */
export const GENERATE_MODES = ['auto', 'composer', 'model'] as const;
export const generateSchema = z
  .object({ mode: z.enum(GENERATE_MODES).default('auto') })
  .strict()
  .meta({ id: 'PitchGenerate' });

// ——— Checker ———

export const SEVERITIES = ['error', 'warning', 'tip'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const FINDING_CODES = [
  'missing_slide',
  'empty_slide',
  'over_word_budget',
  'no_numbers',
  'problem_without_customer',
  'market_without_source',
  'too_many_slides',
  'ask_without_use_of_funds',
  // What the slides say, not only whether they are filled in.
  'company_name_not_a_name',
  'one_liner_unclear',
  'problem_restates_solution',
  'problem_without_cost',
  'traction_incomplete',
  'market_out_of_order',
  'ask_without_milestone',
  'team_without_roles',
  'placeholder_text',
  'nonsense_text',
  // Points the score holds back while an error remains: such a deck is not ready to send.
  'not_ready',
  // A language model's review, shown apart from the rules and never scored.
  'second_opinion',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export const findingSchema = z
  .object({
    code: z.enum(FINDING_CODES),
    slideKey: z.string().nullable().describe('The framework slide concerned; null for the whole deck'),
    slideId: z.string().nullable().describe('The deck slide to open, when it exists'),
    severity: z.enum(SEVERITIES),
    message: z.string(),
    suggestion: z.string(),
    /** Points this finding cost. */
    penalty: z.number(),
  })
  .meta({ id: 'PitchFinding' });
export type Finding = z.infer<typeof findingSchema>;

export const checkResultSchema = z
  .object({ score: z.number().int().min(0).max(100), findings: z.array(findingSchema) })
  .meta({ id: 'PitchCheckResult' });
export type CheckResult = z.infer<typeof checkResultSchema>;

// ——— Versions ———

export const VERSION_REASONS = ['create', 'edit', 'generate', 'restore'] as const;
export const deckVersionSchema = z
  .object({
    id: z.string(),
    version: z.number().int(),
    reason: z.enum(VERSION_REASONS),
    title: z.string(),
    slideCount: z.number().int(),
    writtenBy: z.enum(WRITERS),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'PitchDeckVersion' });
export const deckVersionListSchema = z
  .object({ items: z.array(deckVersionSchema) })
  .meta({ id: 'PitchDeckVersionList' });
export type DeckVersionList = z.infer<typeof deckVersionListSchema>;

// ——— Sharing and analytics ———

export const SHARE_EXPIRY_DAYS_MAX = 365;
/** Body of `POST /api/pitch/decks/:id/share`: a new link replaces (revokes) the previous one. */
export const shareCreateSchema = z
  .object({
    expiresInDays: z.number().int().min(1).max(SHARE_EXPIRY_DAYS_MAX).nullable().optional(),
    password: sharePasswordSchema.nullable().optional().describe('Viewers must enter it; null for none'),
    follows: z.enum(SHARE_FOLLOWS).optional().describe('`latest` (the default) or `pinned` to this version'),
  })
  .strict()
  .meta({ id: 'PitchShareCreate' });
export type ShareCreate = z.infer<typeof shareCreateSchema>;

export const shareLinkSchema = z
  .object({
    url: z.string().describe('Shown once: only a hash of the token is stored'),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'PitchShareLink' });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** A deck as a link viewer sees it: no answers, no speaker notes, no owner. */
export const sharedDeckSchema = z
  .object({
    version: z.number().int().describe('The deck version shown'),
    superseded: z.boolean().describe('The link is pinned and the owner has saved a newer version since'),
    title: z.string(),
    framework: z.enum(FRAMEWORK_IDS),
    theme: z.enum(THEME_IDS),
    slides: z.array(slideSchema.omit({ notes: true })),
  })
  .meta({ id: 'PitchSharedDeck' });
export type SharedDeck = z.infer<typeof sharedDeckSchema>;

/** Most seconds one report may credit to one slide; longer is a tab left open, not reading. */
export const DWELL_SECONDS_MAX = 600;
/**
 * Body of `POST /api/pitch/shared/:token/views`. `viewId` is a random id the viewer page makes when it
 * opens (one per visit, nothing about the person); `dwell` is the seconds spent on each slide since
 * the last report. Values out of range are ignored rather than refused, so a sleeping tab's report
 * does not fail.
 */
export const viewReportSchema = z
  .object({
    viewId: z.uuid(),
    at: safeText(64).min(1).optional().describe('The slide on screen when the report was sent'),
    dwell: z
      .array(z.object({ slideId: safeText(64).min(1), seconds: z.number().finite() }).strict())
      .max(DECK_SLIDES_MAX),
  })
  .strict()
  .meta({ id: 'PitchViewReport' });
export type ViewReport = z.infer<typeof viewReportSchema>;

export const deckAnalyticsSchema = z
  .object({
    share: deckShareStateSchema.nullable(),
    views: z.number().int().describe('Distinct visits over all links of this deck'),
    viewers: z.number().int().describe('Distinct viewers, told apart by a keyed hash, never stored raw'),
    returningViewers: z.number().int().describe('Viewers who came back for a second visit or more'),
    totalSeconds: z.number(),
    slides: z.array(
      z.object({
        slideId: z.string(),
        key: z.string(),
        title: z.string(),
        views: z.number().int().describe('Visits that spent time on this slide'),
        totalSeconds: z.number(),
        averageSeconds: z.number(),
        exits: z.number().int().describe('Visits whose last slide seen was this one'),
      }),
    ),
  })
  .meta({ id: 'PitchDeckAnalytics' });
export type DeckAnalytics = z.infer<typeof deckAnalyticsSchema>;

export const viewRecordedSchema = z
  .object({
    recorded: z.number().int().describe('Slides whose time was counted; out-of-range values are ignored'),
  })
  .meta({ id: 'PitchViewRecorded' });

/** Body of `PATCH /api/pitch/decks/:id/share`: change the live link's password or what it follows. */
export const shareUpdateSchema = z
  .object({
    password: sharePasswordSchema.nullable().optional().describe('A new password; null removes it'),
    follows: z.enum(SHARE_FOLLOWS).optional().describe('`pinned` pins the deck as it is now'),
  })
  .strict()
  .meta({ id: 'PitchShareUpdate' });
export type ShareUpdate = z.infer<typeof shareUpdateSchema>;

/** Body of `POST /api/pitch/shared/:token/unlock`. */
export const shareUnlockSchema = z
  .object({ password: z.string().min(1).max(SHARE_PASSWORD_MAX) })
  .strict()
  .meta({ id: 'PitchShareUnlock' });
export type ShareUnlock = z.infer<typeof shareUnlockSchema>;

export const shareUnlockedSchema = z
  .object({
    unlocked: z.literal(true),
    expiresAt: z.string().describe('When the viewer must enter it again'),
  })
  .meta({ id: 'PitchShareUnlocked' });

export const shareRevokedSchema = z
  .object({ share: deckShareStateSchema.nullable() })
  .meta({ id: 'PitchShareRevoked' });

export const deckDeletedSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'PitchDeckDeleted' });

/** `:token` of a share link: the random part of `/d/:token`, nothing else. */
export const shareTokenParamSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a share link.')
    .describe('token'),
});

// ——— Journal material for the wizard ———

/** Query of `GET /api/pitch/journal-material`: `q` is the company name (or any word) to look for. */
export const journalMaterialQuerySchema = z
  .object({ q: safeText(100, { trim: true }).optional() })
  .strict()
  .meta({ id: 'PitchJournalMaterialQuery' });

export const journalMaterialSchema = z
  .object({
    items: z.array(
      z.object({
        entryId: z.string(),
        createdAt: z.string().describe('ISO 8601'),
        tags: z.array(z.string()),
        excerpt: z.string(),
        suggestions: z.array(z.object({ questionKey: z.enum(QUESTION_KEYS), text: z.string() })),
      }),
    ),
  })
  .meta({ id: 'PitchJournalMaterial' });
export type JournalMaterial = z.infer<typeof journalMaterialSchema>;
