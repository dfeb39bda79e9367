export { default as EmployeeBenefits } from './EmployeeBenefits.astro';
