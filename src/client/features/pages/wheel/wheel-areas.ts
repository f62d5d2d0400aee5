import { WHEEL_AREAS, type Wheel, type WheelArea, type WheelScores } from '#shared/schemas/wheel-of-life.ts';

export interface WheelAreaInfo {
  label: string;
  /** The label around the chart, where a phone has room for one word. */
  short: string;
  /** The question a score answers. */
  question: string;
  /** A word the catalogue search finds sessions for this area with. */
  searchTerm: string;
}

export const WHEEL_AREA_INFO: Record<WheelArea, WheelAreaInfo> = {
  career: {
    short: 'Career',
    label: 'Career & company',
    question: 'How fulfilled are you by the work you do and where the company is heading?',
    searchTerm: 'decision',
  },
  money: {
    short: 'Money',
    label: 'Money',
    question: 'How secure do you feel about your personal finances and the runway?',
    searchTerm: 'money',
  },
  health: {
    short: 'Health',
    label: 'Health & energy',
    question: 'How well are you sleeping, moving and eating, and how much energy do you have?',
    searchTerm: 'sleep',
  },
  relationships: {
    short: 'Relationships',
    label: 'Relationships',
    question: 'How close and cared for do you feel with your partner, family and friends?',
    searchTerm: 'family',
  },
  growth: {
    short: 'Growth',
    label: 'Personal growth',
    question: 'How much are you learning and becoming the person you want to be?',
    searchTerm: 'feedback',
  },
  fun: {
    short: 'Fun',
    label: 'Fun & rest',
    question: 'How often do you laugh, play and truly switch off?',
    searchTerm: 'weekend',
  },
  surroundings: {
    short: 'Surroundings',
    label: 'Surroundings',
    question: 'How much do your home, workspace and city support you?',
    searchTerm: 'walk',
  },
  purpose: {
    short: 'Purpose',
    label: 'Purpose',
    question: 'How connected do you feel to why you are doing all this?',
    searchTerm: 'purpose',
  },
};

export const DEFAULT_SCORES = Object.fromEntries(WHEEL_AREAS.map((area) => [area, 5])) as WheelScores;

/** The mean of the eight scores, to one decimal. */
export const averageScore = (scores: WheelScores) =>
  Math.round((WHEEL_AREAS.reduce((sum, area) => sum + scores[area], 0) / WHEEL_AREAS.length) * 10) / 10;

/** The `count` lowest areas, in wheel order among equal scores. */
export const lowestAreas = (scores: WheelScores, count = 2): WheelArea[] =>
  [...WHEEL_AREAS].sort((a, b) => scores[a] - scores[b]).slice(0, count);

export const formatWheelDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A saved wheel by its date and time, which tells two wheels of the same day apart. */
export const wheelLabel = (wheel: Wheel) =>
  `${formatWheelDate(wheel.createdAt)}, ${new Date(wheel.createdAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;
