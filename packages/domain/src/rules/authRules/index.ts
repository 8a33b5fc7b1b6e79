// The program policy mirrored as the card issuer's own rules (Lithic Auth Rules v2).
export {
  AUTH_RULE_PREFIX,
  type AuthRulesPlan,
  type DesiredAuthRule,
  type ExistingAuthRule,
  planAuthRulesSync,
  programAuthRules,
} from './programAuthRules'
