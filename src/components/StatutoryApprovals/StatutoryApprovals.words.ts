import { defineWords } from '../../lib/languages.ts';

/** The words of StatutoryApprovals. */
export const words = defineWords({
  en: {
    eoaHeading: 'Extension of Approval (EOA) report',
    eoaText: 'The latest Extension of Approval report issued to the University.',
    viewReport: 'View the EOA report',
    approvals: 'Approvals and recognition',
    viewDocument: 'View document',
  },
  hi: {
    eoaHeading: 'अनुमोदन विस्तार (EOA) रिपोर्ट',
    eoaText: 'विश्वविद्यालय को जारी की गई नवीनतम अनुमोदन विस्तार रिपोर्ट।',
    viewReport: 'EOA रिपोर्ट देखें',
    approvals: 'अनुमोदन और मान्यता',
    viewDocument: 'दस्तावेज़ देखें',
  },
});
