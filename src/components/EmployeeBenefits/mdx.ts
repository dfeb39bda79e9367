/**
 * The employee benefits.
 * @from `university/employee-benefits.yaml`
 */
export { default as EmployeeBenefits } from './EmployeeBenefits.astro';
