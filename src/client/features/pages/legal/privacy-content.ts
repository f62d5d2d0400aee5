import type { LegalDocumentContent } from './legal-document.tsx';

/**
 * The privacy policy. It describes what the code does: keep it true when storage, providers or
 * cookies change, and give it a new `updated` date then.
 */
export const PRIVACY: LegalDocumentContent = {
  title: 'Privacy Policy',
  description:
    'What Founder Flow stores about you, which outside services receive what, how long we keep it, how to export or delete it, and why the only cookie is the one that signs you in.',
  updated: '2026-11-24',
  summary: [
    'Your data stays private and you control what you share.',
    'We store what the features need: your account, listening history, journal text and audio, AI conversations, and little else.',
    'No ads, no tracking, no analytics scripts, no selling of data. The only cookie is the one that keeps you signed in.',
    'Outside services (payments, mail, AI, transcription) receive only what their job needs, and only when they are switched on.',
    'You can export everything and delete your account from your profile at any time.',
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        'Founder Flow ("we", "us") runs this app and decides what happens with the data in it. This policy covers the web app, its API and the mails it sends. It is written to be read: if something is unclear, ask us and we will explain it, and improve the page.',
      ],
    },
    {
      id: 'what-we-store',
      title: 'What we store, and why',
      blocks: [
        {
          list: [
            'Your account: your name, e-mail address and a one-way hash of your password (never the password itself), whether you confirmed the address, and two-step sign-in settings if you use them. We need these to sign you in and to write to you.',
            'Signed-in devices: for each browser you are signed in on, when the sign-in started, the browser it came from and its IP address, so you can see them on your profile and sign them out.',
            'Your profile: goals, preferences and a picture if you add them.',
            'Listening history: which sessions you opened, how many seconds you listened, where you stopped, whether you completed them, your star ratings, favourites and saved paths. This powers "Continue", progress, streaks, badges and recommendations.',
            'Your journal: the text you write, voice recordings you make, their transcripts, your conversations with the AI Owl and the short notes the Owl keeps about you ("Owl memory"), which you can read, change and delete.',
            'Wheel of Life check-ins: your eight scores and the note you add, when you save them.',
            'Subscription: your plan, its status and renewal date, and the customer and subscription reference of our payment provider. We never see or store card numbers.',
            'Messages to us: the name, address, topic and text you send through the contact form, linked to your account if you were signed in.',
          ],
        },
        'We do not ask for your date of birth, phone number, location, contacts or company data, and we do not build a profile of you from anything outside Founder Flow.',
      ],
    },
    {
      id: 'providers',
      title: 'Outside services and what they receive',
      blocks: [
        'Founder Flow runs without any outside service by default: mail, AI and payments all have a built-in stand-in. When the people who run an installation switch a real provider on, that provider receives only the following:',
        {
          list: [
            'Payment provider (Stripe): your e-mail address and the subscription you choose when you start a checkout; it then handles your card and payment details itself, under its own privacy policy, and tells us whether the payment succeeded.',
            'Mail delivery (an SMTP relay): your e-mail address and the mails we send you: confirmation and password links, sign-in codes, receipts and replies to your messages.',
            'AI model provider (an OpenAI-compatible service, when configured): the journal text you ask the AI Owl to answer, the recent conversation and your Owl memory, so it can reply. Entries you keep away from AI are never sent, and with AI turned off in your settings nothing is. Without a configured provider the Owl runs entirely on our server and sends nothing anywhere. The journal always says which Owl is answering.',
            'Transcription provider (an OpenAI-compatible service, when configured): a voice recording you ask to have transcribed. Without one, the live draft transcript comes from your browser’s own speech recognition, which in some browsers (Chrome, for example) sends the audio to the browser maker to be recognised.',
            'Sign-in providers (Google, GitHub or your company’s single sign-on), only if you choose to sign in with them: they confirm your name and e-mail address to us. We never receive your password there.',
            'File storage (an S3-compatible service, when configured): your recordings and profile picture, which stay reachable only through short-lived signed links.',
          ],
        },
        'We have agreements with the providers we use that limit them to doing this job for us. We never sell your data, never share it with advertisers and never use your journal to train AI models.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and storage in your browser',
      blocks: [
        'Founder Flow sets one kind of cookie: the session cookie that keeps you signed in. It is marked HttpOnly so no script can read it, is sent only to Founder Flow, and expires after 30 days without use or when you sign out. During a two-step sign-in, a second short-lived cookie links the two steps and is removed when you finish.',
        'There are no advertising, analytics, tracking or third-party cookies, no tracking pixels and no fingerprinting, so there is no cookie banner to click away.',
        'Your browser’s local storage keeps a few things on your device only: your playback speed, whether audio keeps playing while you browse, and progress reports that could not be sent while you were offline, until they are sent.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect your data',
      blocks: [
        'Connections are encrypted. Passwords are hashed with a slow, salted algorithm. Premium media and your recordings are only reachable through signed links that expire within minutes. Your journal, transcripts and Owl conversations are readable by you alone: not by other users, and they never appear in our logs.',
        'Our server logs record requests, sign-ins, refusals and errors with the time and the IP address they came from, so that we can notice and stop attacks. They never contain passwords, codes, links from mails, journal text or the text of your messages. Rate limits keep only a hash of your IP address, and only for a few minutes.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          list: [
            'Your account and everything in it: as long as you have the account. When you delete it, it is removed from our database at once.',
            'Signed-in devices: until you sign out, or 30 days without use.',
            'Confirmation links expire after 24 hours, password reset links after 1 hour, sign-in codes after 5 minutes.',
            'Messages to us: as long as we need them to help you. They are not part of your account, so they stay after an account is deleted; ask us and we delete them.',
            'Server logs: only as long as needed to keep the service secure, then they are rotated away.',
            'Billing records: our payment provider keeps invoices for as long as tax law requires.',
          ],
        },
        'Backups, where we keep them, are overwritten on their normal cycle and are never used to bring back data you deleted.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Export, deletion and your other rights',
      blocks: [
        'You control your data without having to ask anyone:',
        {
          list: [
            'Export: from your profile, download everything we hold about you in one file: your data as JSON, your journal as Markdown and your recordings as audio.',
            'Correct: change your name, e-mail address, password, goals and preferences on your profile at any time.',
            'Delete: delete a single journal entry or recording, your Owl memory, or your whole account. Deleting the account cancels your subscription at the payment provider and removes your history, journal, recordings, check-ins and profile; we mail you a confirmation.',
            'Object or ask: for anything else (a copy in another form, a question about a particular use, a complaint) write to us. We answer within 30 days, usually much sooner.',
          ],
        },
        'If you live in the EU, the UK or another place with data protection law, you also have the right to complain to your data protection authority. We would be glad to hear from you first.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        'Founder Flow is made for adults who build companies. Accounts are for people aged 16 and over; if you believe a younger child has an account, tell us and we will delete it.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'When we change what we store or who receives it, we update this page first and change the date at the top. For a change that matters, such as a new kind of outside service, we mail you before it takes effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        'Privacy questions and requests go through our contact form at /contact (choose "My account") or by mail to support@founderflow.app. A person from the team reads every message.',
      ],
    },
  ],
};
