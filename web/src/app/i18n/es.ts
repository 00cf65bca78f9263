// Spanish, partly translated on purpose: it proves the mechanism; keys missing here show in English.
import type { Catalogue } from './en';

type Partial2<T> = { [K in keyof T]?: Partial<T[K]> };

export const es: Partial2<Catalogue> = {
  nav: {
    menu: 'Menú',
    main: 'Principal',
    wishlist: 'Favoritos',
    compare: 'Comparar',
    back: 'Atrás',
    backTo: 'Volver a {{title}}',
    openSub: 'Ver {{title}}',
    viewAll: 'Todo {{title}}',
  },
  locale: {
    currency: 'Moneda',
    language: 'Idioma',
    chargedInUsd:
      'Los precios en {{code}} son orientativos al cambio de hoy; los pedidos se cobran en dólares estadounidenses.',
  },
  home: {
    heroTitle: 'La pieza correcta para su vehículo',
    heroText:
      'Elija su vehículo para ver solo las piezas que le quedan, o busque por número de pieza, marca o palabra clave.',
    categories: 'Comprar por categoría',
    allCategories: 'Todas las categorías',
    featured: 'Piezas destacadas',
    brands: 'Marcas principales',
    allBrands: 'Todas las marcas',
    blog: 'Del blog',
    allPosts: 'Todos los artículos',
  },
  blog: { title: 'Blog', showMore: 'Mostrar más', categories: 'Categorías', back: 'Volver al blog' },
  content: {
    readMore: 'Leer más',
    readLess: 'Leer menos',
    showAll: 'Mostrar todo',
    showLess: 'Mostrar menos',
    dismiss: 'Cerrar',
    days: 'Días',
    hours: 'Horas',
    minutes: 'Minutos',
    seconds: 'Segundos',
  },
  search: { inStockOnly: 'Solo en existencia' },
};
