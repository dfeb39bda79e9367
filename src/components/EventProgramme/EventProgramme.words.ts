import { defineWords } from '../../lib/languages.ts';

/** The words of EventProgramme. */
export const words = defineWords({
  en: {
    orientation: 'Orientation',
    workshops: 'Pre-event workshops',
    daysBefore: (days: number) => `${days} days before the event`,
    day1: 'Day 1',
    day2: 'Day 2',
    shortlist: 'Shortlist',
    teams: (min: number, max: number) => `${min} to ${max} teams`,
    finale: 'Pitch finale',
    finaleText: (teams: number, pitch: number, qa: number) => `The top ${teams} teams: a ${pitch} minute pitch and ${qa} minutes of questions and answers each`,
    awards: 'Awards',
    awardsGiven: (count: number) => (count === 1 ? 'One award is given:' : `${count} awards are given:`),
  },
  hi: {
    orientation: 'ओरिएंटेशन',
    workshops: 'आयोजन-पूर्व कार्यशालाएँ',
    daysBefore: (days: number) => `आयोजन से ${days} दिन पहले`,
    day1: 'पहला दिन',
    day2: 'दूसरा दिन',
    shortlist: 'शॉर्टलिस्ट',
    teams: (min: number, max: number) => `${min} से ${max} टीमें`,
    finale: 'पिच फ़िनाले',
    finaleText: (teams: number, pitch: number, qa: number) => `शीर्ष ${teams} टीमें: हर टीम को ${pitch} मिनट का पिच और ${qa} मिनट के प्रश्नोत्तर`,
    awards: 'पुरस्कार',
    awardsGiven: (count: number) => (count === 1 ? 'एक पुरस्कार दिया जाता है:' : `${count} पुरस्कार दिए जाते हैं:`),
  },
});
