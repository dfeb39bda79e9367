import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    title: 'Page Not Found',
    description: 'The page you are looking for might have been removed, had its name changed or is temporarily unavailable.',
    text: 'The page you are looking for might have been removed had its name changed or is temporarily unavailable.',
    searchLabel: 'Search this site',
    search: 'Search',
    tasks: 'What most visitors look for',
    home: 'Go to Homepage',
    menu: 'You can also find what you need from the menu above.',
  },
  hi: {
    title: 'पृष्ठ नहीं मिला',
    description: 'आप जो पृष्ठ खोज रहे हैं, हो सकता है कि वह हटा दिया गया हो, उसका नाम बदल दिया गया हो या वह अभी उपलब्ध न हो।',
    text: 'आप जो पृष्ठ खोज रहे हैं, हो सकता है कि वह हटा दिया गया हो, उसका नाम बदल दिया गया हो या वह कुछ समय के लिए उपलब्ध न हो।',
    searchLabel: 'इस वेबसाइट में खोजें',
    search: 'खोजें',
    tasks: 'अधिकतर आगंतुक ये खोजते हैं',
    home: 'मुखपृष्ठ पर जाएँ',
    menu: 'आप ऊपर दिए गए मेनू से भी अपनी ज़रूरत की जानकारी पा सकते हैं।',
  },
});
