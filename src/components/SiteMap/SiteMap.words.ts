import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    title: 'Site Map',
    description: 'Every page of the university website on one page, grouped as the main menu groups them: admissions, academics, examinations and more.',
    intro: 'Every page of the website, grouped as the main menu groups them. To find words inside the pages, use Search at the top of any page.',
  },
  hi: {
    title: 'साइट मैप',
    description: 'विश्वविद्यालय की वेबसाइट के सभी पृष्ठ एक पृष्ठ पर, मुख्य मेनू के समूहों के अनुसार: प्रवेश, शिक्षा, परीक्षा और बहुत कुछ।',
    intro: 'वेबसाइट के सभी पृष्ठ, मुख्य मेनू के समूहों के अनुसार। पृष्ठों के भीतर शब्द खोजने के लिए किसी भी पृष्ठ पर सबसे ऊपर “खोजें” बटन का उपयोग करें।',
  },
});
