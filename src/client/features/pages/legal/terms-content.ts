import type { LegalDocumentContent } from './legal-document.tsx';

/** The terms of use, in plain language. A change here gets a new `updated` date. */
export const TERMS: LegalDocumentContent = {
  title: 'Terms & Conditions',
  description:
    'The terms for using Founder Flow: your account, the free plan and Premium, cancelling, acceptable use, the AI Owl, and what coaching is and is not.',
  updated: '2026-11-24',
  summary: [
    'Founder Flow is audio coaching for founders. It supports you; it is not therapy, medical care or legal, tax or investment advice.',
    'A free account lets you listen to the free sessions, track progress and keep a journal. Premium costs $14.99 a month and you can cancel anytime.',
    'What you write, record and rate stays yours. The sessions, scripts and recordings stay ours.',
    'Be decent: no sharing your account, no scraping, no attacks on the service or its users.',
  ],
  sections: [
    {
      id: 'agreement',
      title: 'These terms',
      blocks: [
        'These terms are the agreement between you and Founder Flow ("we", "us") for using the Founder Flow web app, its API and the mails it sends. By creating an account, or by using the app without one, you accept them. If you do not agree, please do not use Founder Flow.',
        'Our Privacy Policy explains what we store about you and why. It is part of these terms.',
      ],
    },
    {
      id: 'what-it-is',
      title: 'What Founder Flow is, and what it is not',
      blocks: [
        'Founder Flow offers short daily impulses, longer podcasts and coaching paths by experienced founders, coaches and operators, a voice and text journal with an AI companion (the AI Owl), a Wheel of Life check-in, resources and a pitch deck generator.',
        'Coaching helps you think, rest and decide. It does not replace a doctor, a therapist, a lawyer, an accountant or a financial adviser. Nothing in a session, in the journal or from the AI Owl is medical, psychological, legal, tax or investment advice. If you are in crisis or think you might harm yourself, contact your local emergency number or a crisis line now.',
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      blocks: [
        'You need to be at least 16 years old to create an account. Give us a real e-mail address: we use it to confirm the account, to let you reset your password and to send the receipts and notices the service needs.',
        'Your account is for you alone. Keep your password to yourself, turn on two-step sign-in if you can, and sign out devices you no longer use (you can see them on your profile). Tell us through the contact form if you think someone else got in.',
        'You can delete your account at any time from your profile. Deleting it cancels a running subscription and removes your data as described in the Privacy Policy.',
      ],
    },
    {
      id: 'plans',
      title: 'Free plan and Premium',
      blocks: [
        'Visitors can browse the catalogue. A free account adds progress tracking, badges, favourites, ratings and the journal. Premium adds every premium session, podcast and video.',
        {
          list: [
            'Premium costs $14.99 a month, plus any sales tax your country charges, shown before you pay.',
            'Payment is handled by our payment provider. Your card details go to them, never to us.',
            'The subscription renews each month until you cancel. You are charged at the start of each period.',
            'You can cancel anytime from the subscription page. You keep Premium until the end of the period you paid for, and you are not charged again.',
            'We do not refund the part of a month you have already started, unless the law where you live says otherwise. If something went wrong with a charge, write to us and we will put it right.',
            'If we ever change the price, we tell you by mail at least 30 days before it applies to you, and you can cancel before then.',
          ],
        },
      ],
    },
    {
      id: 'your-content',
      title: 'What you create stays yours',
      blocks: [
        'Your journal entries, voice recordings, transcripts, conversations with the AI Owl, Wheel of Life check-ins, ratings and messages to us belong to you. You give us only the permission we need to store them, show them to you, and process them for the features you use (for example, to transcribe a recording you asked to have transcribed).',
        'We do not publish what you create, we do not use it to advertise, and we do not sell it. The average star rating of a session is the only thing you create that other people see, and they see it only as part of the average.',
      ],
    },
    {
      id: 'our-content',
      title: 'Our sessions and materials',
      blocks: [
        'The sessions, scripts, recordings, paths, templates, texts and design of Founder Flow belong to us or to the advisors who licensed them to us. While your account is in good standing you may listen to them, download the templates and use them for yourself and your company.',
        'Please do not copy, record, resell, republish or redistribute the sessions, and do not use them to train an AI model.',
      ],
    },
    {
      id: 'ai',
      title: 'The AI Owl and other AI features',
      blocks: [
        'Some features answer with text that a computer generated: the AI Owl in the journal, summaries, transcripts and the pitch deck generator. Generated text can be wrong, incomplete or out of date. Read it as a prompt for your own thinking, and check anything important before you act on it.',
        'You can keep any journal entry away from AI, or turn AI off entirely. How each AI feature handles your words is in the Privacy Policy.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        'Please use Founder Flow as it is meant to be used. In particular, do not:',
        {
          list: [
            'share your account, or sell or give away access to premium content;',
            'scrape, download in bulk or mirror the catalogue, or get around the limits on media links;',
            'probe, overload or attack the service, or try to reach another person’s data;',
            'use the contact form or any other feature to send spam, threats or unlawful content;',
            'pretend to be someone else, or use Founder Flow to break the law.',
          ],
        },
        'If you find a security problem, tell us through the contact form before telling anyone else, and we will work with you to fix it.',
      ],
    },
    {
      id: 'availability',
      title: 'Availability and changes',
      blocks: [
        'We work hard to keep Founder Flow running and your data safe, but we cannot promise that it will always be available or free of errors. We may add, change or retire features and sessions; if we retire something that Premium includes, we tell you in advance.',
        'We may change these terms. For a change that matters, we mail you at least 30 days before it takes effect. The date at the top of this page always says when they last changed.',
      ],
    },
    {
      id: 'ending',
      title: 'Ending the agreement',
      blocks: [
        'You can stop using Founder Flow and delete your account whenever you like.',
        'We may suspend or close an account that seriously or repeatedly breaks these terms. Unless the law or safety prevents it, we tell you why first and give you the chance to export your data. If we close Founder Flow as a whole, we give at least 60 days’ notice, stop charging, and keep the export open until the end.',
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      blocks: [
        'Founder Flow is provided as it is. To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or lost opportunities, and our total liability to you is limited to what you paid us in the twelve months before the claim.',
        'Nothing in these terms limits rights you have as a consumer that cannot be limited by contract, or our liability for harm we cause deliberately or by gross negligence.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        'Questions about these terms, a charge or your account go through our contact form at /contact, or by mail to support@founderflow.app. A person from the team reads every message and usually answers within two working days.',
      ],
    },
  ],
};
