// English: the store's own texts (the spec's quoted texts stay in common/messages.ts). Other languages translate
// these keys; a key a language lacks falls back to English (decision 0016).
export const en = {
  nav: {
    menu: 'Menu',
    main: 'Main',
    wishlist: 'Wishlist',
    compare: 'Compare',
    back: 'Back',
    backTo: 'Back to {{title}}',
    openSub: 'Show {{title}}',
    viewAll: 'All {{title}}',
  },
  locale: {
    currency: 'Currency',
    language: 'Language',
    chargedInUsd: 'Prices in {{code}} are a guide at today’s rate; orders are charged in US dollars.',
  },
  home: {
    heroTitle: 'The right part for your vehicle',
    heroText: 'Choose your vehicle to see only the parts that fit, or search by part number, brand or keyword.',
    categories: 'Shop by category',
    allCategories: 'All categories',
    featured: 'Featured parts',
    brands: 'Top brands',
    allBrands: 'All brands',
    stats: 'Our catalog at a glance',
    blog: 'From the blog',
    allPosts: 'All posts',
    aboutTitle: 'About {{store}}',
    about:
      'We are a family-run parts store serving Central Texas since 1987. Our counter staff are ASE-certified and have worked on everything from farm trucks to track cars. Every part we sell is matched to your vehicle by its fitment data, so what you order is what fits. Pick up at any of our stores the same day, or have it delivered. Installer and fleet accounts get their own prices the moment they log in, with quantity breaks on the parts shops use most.',
  },
  blog: {
    title: 'Blog',
    showMore: 'Show More',
    noPicture: 'No picture',
    categories: 'Categories',
    recent: 'Recent posts',
    notFound: 'That blog post does not exist.',
    back: 'Back to the blog',
    postedIn: 'Posted in {{category}} on {{date}}',
  },
  content: {
    readMore: 'Read More',
    readLess: 'Read Less',
    showAll: 'Show All',
    showLess: 'Show Less',
    dismiss: 'Dismiss',
    days: 'Days',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Show slide {{n}}',
    pause: 'Pause the slides',
    play: 'Play the slides',
    banners: 'Featured offers',
  },
  search: {
    inStockOnly: 'In stock only',
  },
};

export type Catalogue = typeof en;
