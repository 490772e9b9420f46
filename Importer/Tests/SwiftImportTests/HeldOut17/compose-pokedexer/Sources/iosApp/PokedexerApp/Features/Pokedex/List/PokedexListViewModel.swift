import Foundation
import Shared
import Combine

@MainActor
class PokedexListViewModel: ObservableObject {
    @Published var pokemon: [Pokemon] = []
    @Published var isLoading = false
    @Published var selectedGeneration: Int = 1
    @Published var selectedTypes: Set<String> = []
    @Published var showFavorites = false
    @Published var showFilters = false
    
    private let favoriteManager = FavoriteManager.shared
    private let sdk = PokedexerSDKWrapper.shared
    private var loadTask: Task<Void, Never>?
    private var cancellables = Set<AnyCancellable>()
    
    var favoriteIds: Set<Int> {
        favoriteManager.favoriteIds
    }
    
    init() {
        // Observe changes to favoriteIds and trigger view updates
        favoriteManager.$favoriteIds
            .sink { [weak self] _ in
                self?.objectWillChange.send()
            }
            .store(in: &cancellables)
    }

    var filteredPokemon: [Pokemon] {
        var filtered = pokemon

        // Filter by types if any selected
        if !selectedTypes.isEmpty {
            filtered = filtered.filter { pokemon in
                // Matches if the pokemon has ANY of the selected types
                !selectedTypes.isDisjoint(with: Set(pokemon.typeOfPokemon))
            }
        }

        // Filter by favorites if enabled
        if showFavorites {
            filtered = filtered.filter { favoriteManager.favoriteIds.contains(Int($0.id)) }
        }

        return filtered
    }

    func loadPokemon() async {
        print("🔵 PokedexListViewModel: Loading Pokemon for generation \(selectedGeneration)")
        isLoading = true

        loadTask?.cancel()
        loadTask = Task {
            do {
                print("🔵 PokedexListViewModel: Calling getPokemonByGeneration(\(selectedGeneration))")
                guard let flow = sdk.getPokemonByGeneration(generationId: Int32(selectedGeneration)) else {
                    print("🔴 SDK not initialized yet")
                    self.isLoading = false
                    return
                }

                // SKIE's SkieSwiftFlow conforms to AsyncSequence, iterate directly
                for await pokemonList in flow {
                    print("🔵 PokedexListViewModel: Received \(pokemonList.count) pokemon for gen \(selectedGeneration)")
                    self.pokemon = pokemonList
                    self.isLoading = false
                    break
                }
                print("🔵 PokedexListViewModel: Finished loading generation \(selectedGeneration)")
            } catch {
                print("🔴 Error loading Pokemon: \(error)")
                self.isLoading = false
            }
        }
    }

    func isFavorite(_ pokemonId: Int) -> Bool {
        favoriteManager.isFavorite(pokemonId)
    }

    func toggleFavorite(_ pokemonId: Int) {
        favoriteManager.toggleFavorite(pokemonId)
    }

    func toggleFavoritesFilter() {
        showFavorites.toggle()
    }

    func selectGeneration(_ generation: Int) {
        guard generation != selectedGeneration else { return }
        selectedGeneration = generation
        Task {
            await loadPokemon()
        }
    }

    func reloadForCurrentGeneration() {
        Task {
            await loadPokemon()
        }
    }

    func toggleType(_ type: String) {
        if selectedTypes.contains(type) {
            selectedTypes.remove(type)
        } else {
            selectedTypes.insert(type)
        }
    }

    func clearTypeFilters() {
        selectedTypes.removeAll()
    }

    deinit {
        loadTask?.cancel()
        cancellables.removeAll()
    }
}
