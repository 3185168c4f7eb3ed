/** Meet templates: save a meet as one, create or fill a meet from one: what other features may use. */
export { useMeetTemplates } from './api/meet-templates';
export { FromTemplate } from './from-template';
export { SaveTemplateModal } from './save-template-modal';
export { TemplateChoice, type TemplateChoiceValue } from './template-choice';
