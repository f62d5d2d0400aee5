import {
  AudioLines,
  BookOpenText,
  Car,
  Coffee,
  Dumbbell,
  Footprints,
  HeartHandshake,
  Mic,
  Presentation,
  Sparkles,
  Sprout,
  Users,
  UserRoundSearch,
} from 'lucide-react';
import { LANDING_STATS } from '#shared/constants.ts';

export const FEATURE_CHIPS = [
  { label: 'Audio Sessions', icon: AudioLines },
  { label: 'Expert Advisors', icon: UserRoundSearch },
  { label: 'Voice Journaling', icon: Mic },
  { label: 'Pitch Deck Generator', icon: Presentation },
  { label: 'AI Resources', icon: Sparkles },
] as const;

export const GROWTH_MOMENTS = [
  {
    label: 'On the commute',
    text: 'A five-minute impulse between the train and the first meeting.',
    icon: Car,
  },
  { label: 'At the gym', text: 'A podcast on hiring or fundraising while you work out.', icon: Dumbbell },
  {
    label: 'Doing the chores',
    text: 'Dishes, laundry, a walk with the dog: time to think clearly.',
    icon: Footprints,
  },
  { label: 'Over coffee', text: 'A reflection prompt to start the day with intent.', icon: Coffee },
] as const;

/** Marketing claims . */
export const STATS = [
  { value: '100+', label: 'Coaching sessions' },
  { value: String(LANDING_STATS.sessions), label: 'Sessions completed' },
  { value: String(LANDING_STATS.advisors), label: 'Expert advisors' },
  { value: String(LANDING_STATS.rating), label: 'Average rating' },
] as const;

export const TESTIMONIALS = [
  {
    name: 'Maya Okafor',
    role: 'Co-founder & CEO, Lumen Health',
    text: 'The five-minute impulses before board meetings changed how I show up. I walk in calmer and leave with decisions instead of headaches.',
  },
  {
    name: 'Daniel Reyes',
    role: 'Founder, Tidewater Robotics',
    text: 'I listen while I cook dinner for the kids. It is the only coaching I have kept up with, and it keeps me honest about what matters.',
  },
  {
    name: 'Priya Raman',
    role: 'Solo founder, Northbeam Analytics',
    text: 'Fundraising felt lonely until these podcasts put words to what I was feeling. Reflecting with the AI Owl after each session is now my favourite ritual.',
  },
] as const;

export const JOURNEY_POINTS = [
  {
    title: 'Stay Grounded',
    text: 'Short practices for the days when everything is urgent, so pressure does not decide for you.',
    icon: Sprout,
  },
  {
    title: 'You Are Not Alone',
    text: 'Advisors who have built companies share what the hard parts felt like, and what helped.',
    icon: Users,
  },
  {
    title: 'Relationships & Family',
    text: 'Room for the people who carry the journey with you, at home and on your team.',
    icon: HeartHandshake,
  },
] as const;

export const START_HERE_CARDS = [
  {
    title: 'Founder Flow AI',
    text: 'Your AI coach asks one daily question. Answer it out loud and the AI Owl helps you reflect on it in your voice journal.',
    note: 'Your data stays private: you control what you share.',
    to: '/journal',
    cta: 'Meet the AI Owl',
    icon: Sparkles,
  },
  {
    title: 'Startup Resources',
    text: 'Templates, checklists and AI tools for fundraising, hiring and planning, ready when you need them.',
    note: 'Curated by founders who have used them.',
    to: '/library',
    cta: 'Open the library',
    icon: BookOpenText,
  },
] as const;
