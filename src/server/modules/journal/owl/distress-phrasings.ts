/**
 * How people write that they may be in crisis or thinking of harming themselves, as data the
 * detector in distress.ts reads. Missing a real signal costs far more than a false alarm, so where a
 * wording is genuinely ambiguous it is listed; ordinary founder idiom ("this deadline is killing me",
 * "I could kill for a coffee") is not, and the few idioms that contain a listed wording are named in
 * FIGURES_OF_SPEECH so they are read past.
 *
 * A phrasing is a sequence of slots separated by spaces, matched word by word:
 * - a word matches its lemma or its written form, lowercase ("kill" matches "killing", "be" matches
 *   "was"), after the rewrites in SPELLINGS and with the FILLER_WORDS left out;
 * - `a|b` is either word (one word each: "for good" is two slots); a trailing `?` makes the slot
 *   optional;
 * - `not` also matches "never" (and "no longer", rewritten to "not");
 * - `$` is the end of a clause: punctuation, an emoji or the end of the text.
 */

/** Whole-word spellings rewritten before reading, so "dont", "don’t" and "do not" read alike. */
export const SPELLINGS: readonly (readonly [spellings: readonly string[], reading: string])[] = [
  [["i'm", 'im'], 'i am'],
  [["i've", 'ive'], 'i have'],
  [["i'd"], 'i would'],
  [["i'll"], 'i will'],
  [["don't", 'dont'], 'do not'],
  [["doesn't", 'doesnt'], 'does not'],
  [["didn't", 'didnt'], 'did not'],
  [["can't", 'cant', 'cannot'], 'can not'],
  [["couldn't", 'couldnt'], 'could not'],
  [["won't", 'wont'], 'will not'],
  [["wouldn't", 'wouldnt'], 'would not'],
  [["shouldn't", 'shouldnt'], 'should not'],
  [["isn't", 'isnt', "ain't", 'aint'], 'is not'],
  [["aren't", 'arent'], 'are not'],
  [["wasn't", 'wasnt'], 'was not'],
  [["weren't", 'werent'], 'were not'],
  [["haven't", 'havent'], 'have not'],
  [["hasn't", 'hasnt'], 'has not'],
  [["hadn't", 'hadnt'], 'had not'],
  [["what's", 'whats'], 'what is'],
  [["there's", 'theres'], 'there is'],
  [["that's", 'thats'], 'that is'],
  [["it's"], 'it is'],
  [["life's"], 'life is'],
  [['wanna'], 'want to'],
  [['gonna'], 'going to'],
  [['gotta'], 'got to'],
  [['tryna'], 'trying to'],
  [['no longer'], 'not'],
  [['any more', 'no more'], 'anymore'],
  [['my self'], 'myself'],
];

/** Words that add emphasis but not meaning: "I really just want to die" reads as "I want to die". */
export const FILLER_WORDS: readonly string[] = [
  'really',
  'just',
  'honestly',
  'truly',
  'actually',
  'simply',
  'literally',
  'seriously',
  'genuinely',
  'completely',
  'totally',
  'absolutely',
  'sometimes',
  'often',
  'even',
  'ever',
  'still',
  'fucking',
  'bloody',
];

/** Crisis wherever they appear, even negated: "I would never kill myself" is still worth a hand-off. */
export const CRISIS_PHRASINGS: readonly string[] = [
  'suicide|suicidal|suicidality',
  'self harm|harming|injury|injure|injuring|mutilation',
  'selfharm|kms|unalive|unaliving',
  'kill|hurt|harm|cut|hang|shoot|drown|poison|starve|stab|strangle|suffocate myself',
  'slit|cut my wrist|wrists|throat',
  'end|take my own? life',
  'end it all',
  'end everything',
  'end it tonight|now $',
  'take|swallow all of? my|the|those|these? sleeping|sleep? pill|pills|tablet|tablets|med|meds|medication',
  'overdose|overdosing',
  'stockpile|stockpiling|hoard|hoarding my|the? sleeping|sleep? pill|pills|tablet|tablets|med|meds',
  'jump|step|walk|myself in front of a|the? train|bus|truck|lorry|car',
  'jump off|from a|the? bridge|roof|building|balcony|ledge',
  'throw myself off|under|from',
  'wish that? i be|would|have|had? be? dead',
  'wish that? i be|would|have|had|could? not be? born|alive',
  'wish that? i be|would|have|had? not here|around anymore? $',
  'wish that? i could|would die|disappear|vanish',
  'rather be dead',
  'rather die $',
  'better off dead',
  'better off without me $',
  'better off if|when i be|were|was? not? dead|gone|die|here|around',
  'no|nobody one? would|will miss me',
  'no|nobody one? would|will care|notice if|when i be? die|dead|disappear|vanish|gone',
  'nothing left? to live for',
  'no|any reason to live|exist|go|carry|keep on? live|living|going? anymore? $',
  'no|any reason to be alive',
  'point in|of|to? live|living|exist|existing like? this? anymore? $',
  'point in|of|to? go|carry|keep on|going|living anymore? $',
  'point in|of|to? be alive',
  'point in|of|to? it all anymore? $',
  'not worth live|living',
  'life be not worth it',
  'not want to live|exist like? this? anymore? $',
  'not want to be alive',
  'not sure if|that? i want to be alive',
  'not sure if|that? i want to live|exist anymore? $',
  'not want to be here|around anymore',
  'not want to wake up tomorrow|again|anymore? $',
  'hope that? i do|will? not wake up',
  'want to not wake up',
  'and not wake up',
  'can not go|carry|keep on|going like? this? anymore? $',
  'can not live like this',
  'can not do|take|cope this|it? anymore',
  'tired|sick|weary of live|living|exist|existing like? this? anymore? $',
  'tired|sick|weary of be alive',
  'tired|sick|weary of life anymore? $',
  'done with life|living',
  'disappear|vanish forever',
  'disappear|vanish for good',
  'disappear|vanish and not come back',
  'my life be over $',
  'will not be here|around much? longer',
  'i should|deserve to? die',
  'deserve to die',
  'hope i die',
  'pray to die',
  'pray for death',
  'want someone|somebody to kill me',
  'burden to|on everyone|everybody',
  'burden to|on my family|friends|wife|husband|partner|kids',
  'goodbye note|notes|letter|letters',
];

/** Crisis unless a negation comes right before: "I want to die" is, "I don't want to die" is not. */
export const CRISIS_WISHES: readonly string[] = [
  'want|wish to die',
  'want to be dead',
  'want to disappear|vanish $',
  'ready to die',
  'want it all to end|stop $',
  'want everything to end|stop $',
  'want the pain to end|stop',
];

/** Everyday idioms that contain a crisis wording; read past before matching. */
export const FIGURES_OF_SPEECH: readonly string[] = [
  'die of|from embarrassment|boredom|laughter|laughing|cringe|shock|curiosity|envy|jealousy',
  'die laugh|laughing',
  'kill myself laugh|laughing',
  'cut myself some? slack',
  'cut myself off',
  'shoot myself in the foot',
  'drown myself in',
  'die on this|that|the hill',
  'live|living out of a|my suitcase|bag|backpack|box',
  'live|living paycheck|paycheque to paycheck|paycheque',
];
