import { defineWords } from '../../lib/languages.ts';

/** The words of AdmissionSteps: how to apply, step by step. */
export const words = defineWords({
  en: {
    heading: 'How to apply, step by step',
    enquire: {
      title: 'Ask us first',
      text: 'Send an admission enquiry or call the admission help desk with any question about programmes, eligibility or fees.',
      link: 'Send an enquiry',
    },
    eligibility: {
      title: 'Check that you are eligible',
      text: 'Each programme’s eligibility and seats are on the admission procedure page; the programme explorer compares programmes side by side.',
      link: 'Admission procedure and eligibility',
      compare: 'Programme explorer',
    },
    apply: { title: 'Apply' },
    documents: {
      title: 'Get your documents ready',
      text: 'The admission checklist lists the documents to bring to counselling, originals and copies.',
      link: 'Admission checklist',
    },
    fees: {
      title: 'Pay the fee',
      text: 'The fee structure gives each programme’s fee year by year; scholarships may lower what you pay.',
      link: 'Fee structure',
      scholarships: 'Scholarships',
    },
    confirm: {
      title: 'Confirm your seat',
      next: 'The admission help desk tells you what happens next and answers questions at every step.',
      link: 'Admission help desk',
    },
  },
  hi: {
    heading: 'आवेदन कैसे करें, चरण-दर-चरण',
    enquire: {
      title: 'पहले हमसे पूछें',
      text: 'कार्यक्रमों, पात्रता या शुल्क के बारे में कोई भी प्रश्न हो तो प्रवेश पूछताछ भेजें या प्रवेश हेल्प डेस्क को फ़ोन करें।',
      link: 'पूछताछ भेजें',
    },
    eligibility: {
      title: 'अपनी पात्रता जाँचें',
      text: 'हर कार्यक्रम की पात्रता और सीटें प्रवेश प्रक्रिया वाले पृष्ठ पर हैं; कार्यक्रम खोजक में कार्यक्रमों की आपस में तुलना की जा सकती है।',
      link: 'प्रवेश प्रक्रिया और पात्रता',
      compare: 'कार्यक्रम खोजक',
    },
    apply: { title: 'आवेदन करें' },
    documents: {
      title: 'दस्तावेज़ तैयार रखें',
      text: 'प्रवेश जाँच-सूची में वे दस्तावेज़ दिए हैं जो काउंसलिंग में मूल और प्रतिलिपि के साथ लाने हैं।',
      link: 'प्रवेश जाँच-सूची',
    },
    fees: {
      title: 'शुल्क जमा करें',
      text: 'शुल्क संरचना में हर कार्यक्रम का वर्षवार शुल्क दिया है; छात्रवृत्तियों से देय राशि कम हो सकती है।',
      link: 'शुल्क संरचना',
      scholarships: 'छात्रवृत्तियाँ',
    },
    confirm: {
      title: 'अपनी सीट पक्की करें',
      next: 'आगे क्या होगा, यह प्रवेश हेल्प डेस्क बताता है और हर चरण पर आपके प्रश्नों के उत्तर देता है।',
      link: 'प्रवेश हेल्प डेस्क',
    },
  },
});
