export const OFFICES = [
  { city: 'Bengaluru', address: 'Indiranagar, Bengaluru 560038, India' },
  { city: 'London', address: '1 Fore Street, London EC2Y 5EJ, United Kingdom' },
  { city: 'Toronto', address: '100 King Street West, Toronto ON M5X 1A9, Canada' },
];
