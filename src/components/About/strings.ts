import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: {
    vision: 'Vision',
    mission: 'Mission',
    qualityPolicy: 'Quality Policy',
    eoaHeading: 'Extension of Approval (EOA) report',
    eoaText: 'The latest Extension of Approval report issued to the University.',
    eoaContext: ': the EOA report',
    clickToView: 'Click to View',
    approvals: 'Approvals and recognition',
    viewDocument: 'View document',
  },
  hi: {
    vision: 'दृष्टि',
    mission: 'ध्येय',
    qualityPolicy: 'गुणवत्ता नीति',
    eoaHeading: 'अनुमोदन विस्तार (EOA) रिपोर्ट',
    eoaText: 'विश्वविद्यालय को जारी की गई नवीनतम अनुमोदन विस्तार रिपोर्ट।',
    eoaContext: ': EOA रिपोर्ट',
    clickToView: 'देखने के लिए क्लिक करें',
    approvals: 'अनुमोदन और मान्यता',
    viewDocument: 'दस्तावेज़ देखें',
  },
});
